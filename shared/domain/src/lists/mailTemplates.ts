import type { ListDeclaration } from './types';

/** mail/templateSetting (spec §7 `mailTemplates`): live templates, every type, both languages. */
export const MAIL_TEMPLATES_LIST: ListDeclaration = {
  name: 'mailTemplates',
  title: { en: 'Mail templates', ko: '메일 템플릿' },
  defaultSort: { field: 'type', direction: 'ASC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'mailType', sortable: true, width: 22 },
    {
      key: 'locale',
      label: { en: 'Language', ko: '언어' },
      kind: 'text',
      sortable: true,
      width: 10,
    },
    { key: 'title', label: { en: 'Subject', ko: '제목' }, kind: 'text', sortable: true, width: 44 },
    {
      key: 'updated_at',
      label: { en: 'Updated', ko: '수정일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'type', label: { en: 'Type', ko: '유형' }, kind: 'oneOf', options: 'mailTypes' },
    {
      key: 'locale',
      label: { en: 'Language', ko: '언어' },
      kind: 'oneOf',
      choices: [
        { value: 'en', label: { en: 'English', ko: '영어' } },
        { value: 'ko', label: { en: 'Korean', ko: '한국어' } },
      ],
    },
    { key: 'title', label: { en: 'Subject contains', ko: '제목 포함' }, kind: 'contains' },
  ],
};
