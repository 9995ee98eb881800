import type { ListDeclaration } from './types';

/** member/unregistered: dormant accounts (docs/decisions.md, DORMANT_AFTER_DAYS). */
export const DORMANT_LIST: ListDeclaration = {
  name: 'dormant',
  personalData: 'read',
  title: { en: 'Dormant accounts', ko: '휴면 계정' },
  defaultSort: { field: 'last_active_at', direction: 'ASC' },
  columns: [
    { key: 'id', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'id', sortable: true, width: 10 },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 32 },
    { key: 'givenName', label: { en: 'Given name', ko: '이름(영문)' }, kind: 'text', width: 16 },
    { key: 'familyName', label: { en: 'Family name', ko: '성(영문)' }, kind: 'text', width: 16 },
    { key: 'name_kr', label: { en: 'Korean name', ko: '한글 이름' }, kind: 'text', width: 12 },
    { key: 'blocked', label: { en: 'Blocked', ko: '차단' }, kind: 'flag', width: 8 },
    {
      key: 'created_at',
      label: { en: 'Signed up', ko: '가입일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
    {
      key: 'last_active_at',
      label: { en: 'Last login (or sign-up)', ko: '마지막 로그인(또는 가입)' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'blocked', label: { en: 'Blocked', ko: '차단' }, kind: 'flag' },
  ],
};
