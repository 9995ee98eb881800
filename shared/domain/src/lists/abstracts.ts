import {
  ABSTRACT_CATEGORY_LABELS,
  ABSTRACT_PREFERENCE_LABELS,
  ABSTRACT_STATUS_LABELS,
  ABSTRACT_TOPIC_LABELS,
} from '../labels';
import { choicesOf, type ListDeclaration } from './types';

/**
 * abstract/abstractData (spec §7 `abstracts`: filters id, title, email, krName, enName, userId,
 * country, topic, preference, delete, startDate / endDate). Authors and affiliations are exported
 * flattened: "1. Minji KIM [1,2] *†; 2. …" (* presenting, † corresponding) and "1. …; 2. …".
 * Presentation: the file name of the accepted abstract's presentation (a link on screen).
 */
export const ABSTRACTS_LIST: ListDeclaration = {
  name: 'abstracts',
  title: { en: 'Abstracts', ko: '초록' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'title', label: { en: 'Title', ko: '제목' }, kind: 'text', sortable: true, width: 40 },
    {
      key: 'status',
      label: { en: 'Status', ko: '상태' },
      kind: 'text',
      sortable: true,
      width: 12,
      values: ABSTRACT_STATUS_LABELS,
    },
    {
      key: 'preference',
      label: { en: 'Preference', ko: '발표 형식' },
      kind: 'text',
      sortable: true,
      width: 10,
      values: ABSTRACT_PREFERENCE_LABELS,
    },
    {
      key: 'category',
      label: { en: 'Category', ko: '분류' },
      kind: 'text',
      width: 14,
      values: ABSTRACT_CATEGORY_LABELS,
    },
    {
      key: 'topic',
      label: { en: 'Topic', ko: '주제' },
      kind: 'text',
      sortable: true,
      width: 24,
      values: ABSTRACT_TOPIC_LABELS,
    },
    {
      key: 'email',
      label: { en: 'Submitter e-mail', ko: '제출자 이메일' },
      kind: 'text',
      sortable: true,
      width: 28,
    },
    { key: 'submitter', label: { en: 'Submitter', ko: '제출자' }, kind: 'text', width: 20 },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'country', width: 14 },
    {
      key: 'authors',
      label: { en: 'Authors (* presenting, † corresponding)', ko: '저자 (* 발표, † 교신)' },
      kind: 'text',
      width: 50,
      only: 'export',
    },
    {
      key: 'affiliations',
      label: { en: 'Affiliations', ko: '소속' },
      kind: 'text',
      width: 50,
      only: 'export',
    },
    { key: 'keywords', label: { en: 'Keywords', ko: '키워드' }, kind: 'text', width: 24, only: 'export' },
    {
      key: 'presentation_name',
      label: { en: 'Presentation', ko: '발표 자료' },
      kind: 'text',
      width: 30,
    },
    {
      key: 'presentation_uploaded_at',
      label: { en: 'Presentation uploaded', ko: '발표 자료 업로드일' },
      kind: 'dateTime',
      width: 20,
      only: 'export',
    },
    { key: 'delete', label: { en: 'Deleted', ko: '삭제' }, kind: 'flag', width: 8, only: 'export' },
    {
      key: 'created_at',
      label: { en: 'Submitted', ko: '제출일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'equals' },
    { key: 'title', label: { en: 'Title contains', ko: '제목 포함' }, kind: 'contains' },
    { key: 'email', label: { en: 'E-mail contains', ko: '이메일 포함' }, kind: 'contains' },
    { key: 'krName', label: { en: 'Korean name contains', ko: '한글 이름 포함' }, kind: 'contains' },
    { key: 'enName', label: { en: 'English name contains', ko: '영문 이름 포함' }, kind: 'contains' },
    { key: 'userId', label: { en: 'Member no.', ko: '회원 번호' }, kind: 'equals' },
    { key: 'country', label: { en: 'Country', ko: '국가' }, kind: 'oneOf', options: 'countries' },
    {
      key: 'topic',
      label: { en: 'Topic', ko: '주제' },
      kind: 'oneOf',
      choices: choicesOf(ABSTRACT_TOPIC_LABELS),
    },
    {
      key: 'preference',
      label: { en: 'Preference', ko: '발표 형식' },
      kind: 'oneOf',
      choices: choicesOf(ABSTRACT_PREFERENCE_LABELS),
    },
    {
      key: 'status',
      label: { en: 'Status', ko: '상태' },
      kind: 'oneOf',
      choices: choicesOf(ABSTRACT_STATUS_LABELS),
    },
    {
      key: 'has_presentation',
      label: { en: 'Presentation uploaded', ko: '발표 자료 업로드' },
      kind: 'flag',
    },
    { key: 'delete', label: { en: 'Deleted', ko: '삭제' }, kind: 'flag', defaultValue: false },
    { key: 'created_at', label: { en: 'Submitted', ko: '제출일' }, kind: 'dateRange' },
  ],
};
