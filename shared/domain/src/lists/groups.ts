import type { ListDeclaration } from './types';

/** group/groupList (spec §7 `groups`: filters title, free, type; paged). */
export const GROUPS_LIST: ListDeclaration = {
  name: 'groups',
  title: { en: 'Groups', ko: '그룹' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'title', label: { en: 'Title', ko: '그룹명' }, kind: 'text', sortable: true, width: 30 },
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'groupType', sortable: true, width: 16 },
    {
      key: 'free',
      label: { en: 'Free registration', ko: '무료 등록' },
      kind: 'flag',
      sortable: true,
      width: 10,
    },
    {
      key: 'memberCount',
      label: { en: 'Members', ko: '회원 수' },
      kind: 'number',
      sortable: true,
      width: 10,
    },
    {
      key: 'created_at',
      label: { en: 'Created', ko: '생성일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'title', label: { en: 'Title contains', ko: '그룹명 포함' }, kind: 'contains' },
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'oneOf', options: 'groupTypes' },
    { key: 'free', label: { en: 'Free registration', ko: '무료 등록' }, kind: 'flag' },
  ],
};
