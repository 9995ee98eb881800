import { choicesOf, type Label, type ListDeclaration } from './types';

/** Labels of the post types (ENUM_NEWSANDNOTICE_TYPE), for filters, tabs and the export. */
export const NEWS_TYPE_LABELS: Readonly<Record<string, Label>> = {
  NOTICE: { en: 'Notice', ko: '공지사항' },
  NEWS: { en: 'News', ko: '뉴스' },
  GALLERY: { en: 'Gallery', ko: '갤러리' },
  DOWNLOAD: { en: 'Download', ko: '자료실' },
};

/**
 * general/bbsSetting (spec §7 `newsAndNotices`: filters title, type, created_name). The public
 * pages read the same query (and its extra filters: a type list and a type exclusion).
 */
export const NEWS_LIST: ListDeclaration = {
  name: 'newsAndNotices',
  title: { en: 'Posts', ko: '게시물' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    {
      key: 'type',
      label: { en: 'Type', ko: '유형' },
      kind: 'text',
      sortable: true,
      width: 12,
      values: NEWS_TYPE_LABELS,
    },
    { key: 'title', label: { en: 'Title', ko: '제목' }, kind: 'text', sortable: true, width: 50 },
    {
      key: 'created_name',
      label: { en: 'Author', ko: '작성자' },
      kind: 'text',
      sortable: true,
      width: 16,
    },
    { key: 'viewCount', label: { en: 'Views', ko: '조회수' }, kind: 'number', sortable: true, width: 10 },
    {
      key: 'created_at',
      label: { en: 'Posted', ko: '작성일' },
      kind: 'dateTime',
      sortable: true,
      width: 20,
    },
  ],
  filters: [
    { key: 'title', label: { en: 'Title contains', ko: '제목 포함' }, kind: 'contains' },
    {
      key: 'type',
      label: { en: 'Type', ko: '유형' },
      kind: 'oneOf',
      choices: choicesOf(NEWS_TYPE_LABELS),
    },
    { key: 'created_name', label: { en: 'Author contains', ko: '작성자 포함' }, kind: 'contains' },
  ],
};
