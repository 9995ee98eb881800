import { MAIL_DELIVERY_STATE_LABELS } from '../labels';
import type { ListDeclaration } from './types';

/** mail/sendEmailLog: the outbox (spec §7 `sendEmails`: filters type, title, usermail). */
export const MAIL_LOG_LIST: ListDeclaration = {
  name: 'mailLog',
  personalData: 'read',
  title: { en: 'Sent mail', ko: '발송 메일' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'mailType', sortable: true, width: 20 },
    { key: 'title', label: { en: 'Subject', ko: '제목' }, kind: 'text', sortable: true, width: 40 },
    { key: 'usermail', label: { en: 'To', ko: '받는 사람' }, kind: 'text', sortable: true, width: 32 },
    { key: 'created_at', label: { en: 'Created', ko: '생성' }, kind: 'dateTime', sortable: true, width: 20 },
    {
      key: 'state',
      label: { en: 'Delivery', ko: '발송 상태' },
      kind: 'text',
      width: 16,
      values: MAIL_DELIVERY_STATE_LABELS,
    },
    {
      key: 'sent_at',
      label: { en: 'Delivered', ko: '발송 완료' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'oneOf', options: 'mailTypes' },
    { key: 'title', label: { en: 'Subject contains', ko: '제목 포함' }, kind: 'contains' },
    { key: 'usermail', label: { en: 'To contains', ko: '받는 사람 포함' }, kind: 'contains' },
  ],
};
