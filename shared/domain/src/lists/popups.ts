import type { Label, ListDeclaration } from './types';

/** Where a popup sits on /home (ENUM_POPUP_LOCATION). */
export const POPUP_LOCATION_LABELS: Readonly<Record<string, Label>> = {
  LEFT: { en: 'Left', ko: '왼쪽' },
  CENTER: { en: 'Centre', ko: '가운데' },
  RIGHT: { en: 'Right', ko: '오른쪽' },
};

/** general/popupSetting (spec §7 `popups`; organisers see every live popup, active or not). */
export const POPUPS_LIST: ListDeclaration = {
  name: 'popups',
  title: { en: 'Popups', ko: '팝업' },
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { key: 'id', label: { en: 'No.', ko: '번호' }, kind: 'id', sortable: true, width: 8 },
    { key: 'title', label: { en: 'Title', ko: '제목' }, kind: 'text', sortable: true, width: 40 },
    { key: 'use', label: { en: 'In use', ko: '사용' }, kind: 'flag', sortable: true, width: 8 },
    { key: 'start', label: { en: 'Start', ko: '시작' }, kind: 'dateTime', sortable: true, width: 20 },
    { key: 'end', label: { en: 'End', ko: '종료' }, kind: 'dateTime', sortable: true, width: 20 },
    {
      key: 'location',
      label: { en: 'Location', ko: '위치' },
      kind: 'text',
      sortable: true,
      width: 10,
      values: POPUP_LOCATION_LABELS,
    },
    {
      key: 'created_name',
      label: { en: 'Author', ko: '작성자' },
      kind: 'text',
      sortable: true,
      width: 16,
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
    { key: 'title', label: { en: 'Title contains', ko: '제목 포함' }, kind: 'contains' },
    { key: 'use', label: { en: 'In use', ko: '사용' }, kind: 'flag' },
  ],
};
