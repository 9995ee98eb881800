import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { valueLabel, type ListColumn } from '@congress/domain/lists';

const SEOUL = 'Asia/Seoul';

/** How a declared column's value reads on screen (the spreadsheet writes the same kinds). */
export function formatCell(column: ListColumn, value: unknown, intl: IntlShape): ReactNode {
  if (value === null || value === undefined || value === '') {
    return column.kind === 'flag' ? (
      intl.formatMessage({ id: 'admin.no' })
    ) : (
      <span aria-label={intl.formatMessage({ id: 'admin.list.none' })}>—</span>
    );
  }
  switch (column.kind) {
    case 'flag':
      return intl.formatMessage({ id: value ? 'admin.yes' : 'admin.no' });
    case 'number':
      return intl.formatNumber(Number(value));
    case 'date':
      return intl.formatDate(String(value), { timeZone: SEOUL, dateStyle: 'medium' });
    case 'dateTime':
      return intl.formatDate(String(value), {
        timeZone: SEOUL,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    default:
      // Countries, coded values (statuses, mail and group types …): the same text as the spreadsheet.
      return valueLabel(column, value, intl.locale);
  }
}
