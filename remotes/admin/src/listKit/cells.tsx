import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { GROUP_TYPE_LABELS, type GroupType } from '@congress/domain';
import { labelIn, type ListColumn } from '@congress/domain/lists';

const SEOUL = 'Asia/Seoul';
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the organiser's language, from its ISO code (the browser knows them all). */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

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
    case 'country':
      return countryName(String(value), intl.locale);
    case 'mailType':
      return intl.formatMessage({ id: `admin.mail.type.${String(value)}` });
    case 'groupType': {
      const label = GROUP_TYPE_LABELS[String(value) as GroupType] as
        (typeof GROUP_TYPE_LABELS)[GroupType] | undefined;
      return label ? labelIn(label, intl.locale) : String(value);
    }
    default:
      return String(value);
  }
}
