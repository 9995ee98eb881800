import { lazy, type ComponentType } from 'react';

/** Back-office pages that exist; the other menu entries show "opens soon" (docs/decisions.md). */
export const ADMIN_PAGES: Record<string, ComponentType> = {
  '/admin/main/member/allUsers': lazy(() => import('../features/members/MembersPage')),
  '/admin/main/member/unregistered': lazy(() => import('../features/members/DormantPage')),
  '/admin/main/groups/group': lazy(() => import('../features/groups/GroupsPage')),
  '/admin/main/mail/mailLog': lazy(() => import('../features/mail/MailLogPage')),
};
