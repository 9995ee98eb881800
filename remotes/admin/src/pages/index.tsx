import { lazy, type ComponentType } from 'react';

/** Back-office pages that exist; the other menu entries show "opens soon" (docs/decisions.md). */
export const ADMIN_PAGES: Record<string, ComponentType> = {
  '/admin/main/member/allUsers': lazy(() => import('./members/AllUsersPage')),
  '/admin/main/member/unregistered': lazy(() => import('./members/DormantUsersPage')),
  '/admin/main/groups/group': lazy(() => import('./groups/GroupsPage')),
  '/admin/main/mail/mailLog': lazy(() => import('./mail/MailLogPage')),
};
