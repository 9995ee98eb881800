import { USER_TITLE_LABELS } from '../labels';
import type { ListDeclaration } from './types';

/** member/allUsers (spec §2, §7 `users`). */
export const MEMBERS_LIST: ListDeclaration = {
  name: 'members',
  title: { en: 'Members', ko: '회원' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'id', sortable: true, width: 10 },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 32 },
    {
      key: 'title',
      label: { en: 'Title', ko: '호칭' },
      kind: 'text',
      width: 10,
      only: 'export',
      values: USER_TITLE_LABELS,
    },
    {
      key: 'givenName',
      label: { en: 'Given name', ko: '이름(영문)' },
      kind: 'text',
      sortable: true,
      width: 16,
    },
    {
      key: 'familyName',
      label: { en: 'Family name', ko: '성(영문)' },
      kind: 'text',
      sortable: true,
      width: 16,
    },
    {
      key: 'name_kr',
      label: { en: 'Korean name', ko: '한글 이름' },
      kind: 'text',
      sortable: true,
      width: 12,
    },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'country', sortable: true, width: 16 },
    { key: 'affiliation', label: { en: 'Affiliation', ko: '소속' }, kind: 'text', sortable: true, width: 30 },
    { key: 'department', label: { en: 'Department', ko: '부서' }, kind: 'text', width: 20, only: 'export' },
    { key: 'mobilePhone', label: { en: 'Mobile', ko: '휴대전화' }, kind: 'text', width: 16, only: 'export' },
    { key: 'invited', label: { en: 'Invited', ko: '초청' }, kind: 'flag', width: 8 },
    { key: 'blocked', label: { en: 'Blocked', ko: '차단' }, kind: 'flag', width: 8 },
    { key: 'delete', label: { en: 'Deleted', ko: '삭제' }, kind: 'flag', width: 8 },
    {
      key: 'created_at',
      label: { en: 'Signed up', ko: '가입일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'id', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'equals' },
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    {
      key: 'name_kr_contains',
      label: { en: 'Korean name contains', ko: '한글 이름 포함' },
      kind: 'contains',
    },
    { key: 'givenName', label: { en: 'Given name', ko: '이름(영문)' }, kind: 'contains' },
    { key: 'familyName', label: { en: 'Family name', ko: '성(영문)' }, kind: 'contains' },
    { key: 'affiliation', label: { en: 'Affiliation', ko: '소속' }, kind: 'contains' },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'oneOf', options: 'countries' },
    { key: 'invited', label: { en: 'Invited', ko: '초청' }, kind: 'flag' },
    { key: 'blocked', label: { en: 'Blocked', ko: '차단' }, kind: 'flag' },
    { key: 'delete', label: { en: 'Deleted', ko: '삭제' }, kind: 'flag', defaultValue: false },
    { key: 'registration_list_null', label: { en: 'Not registered', ko: '미등록' }, kind: 'flag' },
  ],
};
