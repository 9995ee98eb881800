import { VISA_LETTER_STATUSES, VISA_LETTER_STATUS_LABELS } from '../visaLetters';
import { PRICE_STATUS_LABELS } from './registrations';
import type { ListDeclaration } from './types';

/** regist/visaLetters: members' visa invitation letter requests (docs/decisions.md). */
export const VISA_LETTERS_LIST: ListDeclaration = {
  name: 'visaLetters',
  personalData: 'read',
  title: { en: 'Visa letters', ko: '비자 초청장' },
  defaultSort: { field: 'requested_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    {
      key: 'status',
      label: { en: 'Status', ko: '상태' },
      kind: 'text',
      sortable: true,
      width: 10,
      values: VISA_LETTER_STATUS_LABELS,
    },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 28 },
    {
      key: 'passportName',
      label: { en: 'Name (passport)', ko: '이름(여권)' },
      kind: 'text',
      sortable: true,
      width: 24,
    },
    { key: 'nationality', label: { en: 'Nationality', ko: '국적' }, kind: 'text', width: 16 },
    { key: 'passport_number', label: { en: 'Passport no.', ko: '여권 번호' }, kind: 'text', width: 14 },
    { key: 'birth', label: { en: 'Date of birth', ko: '생년월일' }, kind: 'text', width: 12 },
    { key: 'issue', label: { en: 'Issued', ko: '발급일' }, kind: 'text', width: 12, only: 'export' },
    { key: 'expire', label: { en: 'Expires', ko: '만료일' }, kind: 'text', width: 12 },
    {
      key: 'price_status',
      label: { en: 'Registration', ko: '등록 상태' },
      kind: 'text',
      width: 12,
      values: PRICE_STATUS_LABELS,
    },
    { key: 'letter_number', label: { en: 'Letter no.', ko: '문서 번호' }, kind: 'text', width: 16 },
    {
      key: 'requested_at',
      label: { en: 'Requested', ko: '신청일' },
      kind: 'dateTime',
      sortable: true,
      width: 18,
    },
    {
      key: 'decided_at',
      label: { en: 'Decided', ko: '처리일' },
      kind: 'dateTime',
      sortable: true,
      width: 18,
    },
    { key: 'decided_by', label: { en: 'Decided by', ko: '처리자' }, kind: 'text', width: 24, only: 'export' },
    { key: 'reason', label: { en: 'Reason', ko: '반려 사유' }, kind: 'text', width: 30 },
  ],
  filters: [
    {
      key: 'status',
      label: { en: 'Status', ko: '상태' },
      kind: 'oneOf',
      choices: VISA_LETTER_STATUSES.map((value) => ({ value, label: VISA_LETTER_STATUS_LABELS[value] })),
    },
    { key: 'name_contains', label: { en: 'Name contains', ko: '이름 포함' }, kind: 'contains' },
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'nationality_contains', label: { en: 'Nationality contains', ko: '국적 포함' }, kind: 'contains' },
    { key: 'requested_at', label: { en: 'Requested', ko: '신청일' }, kind: 'dateRange' },
  ],
};
