import type { ListColumn, ListDeclaration } from './types';

const fileColumn = (key: string, en: string, ko: string): ListColumn => ({
  key,
  label: { en, ko },
  kind: 'text',
  width: 30,
  only: 'export',
});

/**
 * regist/invitedSpeaker: members invited as speakers (spec §7: invited=true, delete=false,
 * blocked=false) with the files of their speaker record. On screen the files are links (one
 * "Files" column); the spreadsheet has each file's name in its own column.
 */
export const INVITED_SPEAKERS_LIST: ListDeclaration = {
  name: 'invitedSpeakers',
  personalData: 'read',
  title: { en: 'Invited speakers', ko: '초청 연자' },
  defaultSort: { field: 'id', direction: 'ASC' },
  columns: [
    { key: 'id', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'id', sortable: true, width: 10 },
    { key: 'email', label: { en: 'E-mail', ko: '이메일' }, kind: 'text', sortable: true, width: 32 },
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
    { key: 'affiliation', label: { en: 'Affiliation', ko: '소속' }, kind: 'text', width: 28 },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'country', width: 16 },
    fileColumn('presentation_name', 'Presentation', '발표 자료'),
    fileColumn('lecture_name', 'Lecture file', '강의 자료'),
    fileColumn('cv_name', 'CV', '이력서'),
    fileColumn('photo_name', 'Photo', '사진'),
    {
      key: 'speaker_updated_at',
      label: { en: 'Files updated', ko: '파일 수정일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'email_contains', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'familyName', label: { en: 'Family name contains', ko: '성(영문) 포함' }, kind: 'contains' },
    {
      key: 'name_kr_contains',
      label: { en: 'Korean name contains', ko: '한글 이름 포함' },
      kind: 'contains',
    },
    {
      key: 'has_presentation',
      label: { en: 'Presentation uploaded', ko: '발표 자료 업로드' },
      kind: 'flag',
    },
  ],
};
