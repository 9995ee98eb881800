import type { Label, ListDeclaration } from './types';

/** What was done with personal data (issue 39 §3): the access record's `action`. */
export const ACCESS_ACTIONS = ['READ', 'CHANGE', 'EXPORT', 'DOWNLOAD', 'PRINT'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ACCESS_ACTION_LABELS: Readonly<Record<AccessAction, Label>> = {
  READ: { en: 'Read', ko: '조회' },
  CHANGE: { en: 'Change', ko: '변경' },
  EXPORT: { en: 'Export', ko: '엑셀 다운로드' },
  DOWNLOAD: { en: 'Download', ko: '다운로드' },
  PRINT: { en: 'Print', ko: '출력' },
};

/** Longest reason a download of personal data takes (the API refuses one without). */
export const DOWNLOAD_REASON_MAX = 500;

/** privacy/accessRecord: the back office's access record, newest first (issue 39 §3). */
export const ACCESS_RECORD_LIST: ListDeclaration = {
  name: 'accessRecord',
  title: { en: 'Access record', ko: '개인정보 접속기록' },
  defaultSort: { field: 'at', direction: 'DESC' },
  // Its screen reads are not recorded again (it is the record); its export asks a reason and is.
  personalData: 'download',
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'at', label: { en: 'When', ko: '일시' }, kind: 'dateTime', sortable: true, width: 18 },
    { key: 'actor_email', label: { en: 'Who', ko: '처리자' }, kind: 'text', sortable: true, width: 28 },
    { key: 'actor_name', label: { en: 'Name', ko: '이름' }, kind: 'text', width: 16, only: 'export' },
    { key: 'ip', label: { en: 'Address', ko: '접속지' }, kind: 'text', width: 16 },
    {
      key: 'action',
      label: { en: 'Action', ko: '수행업무' },
      kind: 'text',
      sortable: true,
      width: 12,
      values: ACCESS_ACTION_LABELS,
    },
    { key: 'operation', label: { en: 'What', ko: '대상' }, kind: 'text', sortable: true, width: 24 },
    { key: 'member_ids', label: { en: 'Members', ko: '정보주체(회원 번호)' }, kind: 'text', width: 24 },
    { key: 'filter', label: { en: 'Filter', ko: '조건' }, kind: 'text', width: 30 },
    { key: 'row_count', label: { en: 'Rows', ko: '건수' }, kind: 'number', sortable: true, width: 8 },
    { key: 'reason', label: { en: 'Reason', ko: '사유' }, kind: 'text', width: 30 },
  ],
  filters: [
    { key: 'at', label: { en: 'When', ko: '일시' }, kind: 'dateRange' },
    { key: 'actor_contains', label: { en: 'Who contains', ko: '처리자 포함' }, kind: 'contains' },
    {
      key: 'action',
      label: { en: 'Action', ko: '수행업무' },
      kind: 'oneOf',
      choices: ACCESS_ACTIONS.map((value) => ({ value, label: ACCESS_ACTION_LABELS[value] })),
    },
    { key: 'operation_contains', label: { en: 'What contains', ko: '대상 포함' }, kind: 'contains' },
    { key: 'member_id', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'equals' },
  ],
};

/**
 * What the monthly check flags as unusual (issue 39 §3), in Korea time: a download of at least
 * `bulkRows` rows (or members), any access from `nightFrom` o'clock to `nightTo` o'clock, and an
 * organiser who read, changed or downloaded the data of at least `manyMembers` members by name.
 */
export const ACCESS_CHECK_RULES = { bulkRows: 100, nightFrom: 22, nightTo: 6, manyMembers: 30 } as const;

/** Longest note of a monthly check. */
export const ACCESS_CHECK_NOTE_MAX = 2000;

/** The API's field error codes of the access record, in both languages (the admin remote shows them). */
export const ACCESS_RECORD_MESSAGES = {
  en: {
    'accessRecord.reasonRequired':
      'Say why you download this personal data (it is kept in the access record with the file).',
    'accessRecord.reasonTooLong': 'The reason is too long (500 characters at most).',
    'accessRecord.month': 'Choose a month (YYYY-MM).',
    'accessRecord.noteRequired': 'Write what you checked (at most 2,000 characters).',
  },
  ko: {
    'accessRecord.reasonRequired': '개인정보를 내려받는 사유를 입력하세요(접속기록에 함께 남습니다).',
    'accessRecord.reasonTooLong': '사유가 너무 깁니다(최대 500자).',
    'accessRecord.month': '월을 선택하세요(YYYY-MM).',
    'accessRecord.noteRequired': '점검 내용을 입력하세요(최대 2,000자).',
  },
};
