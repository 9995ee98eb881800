// The registration tabs of spec §2 (which ones a member sees: registrationTabsFor in
// @congress/domain, the rule the server's tier check also follows) and the keyboard moves of
// the WAI-ARIA tabs pattern. Pure, so both are unit-tested without a browser.
import { registrationTabsFor, type FeeTable } from '@congress/domain';

export interface RegistrationTab {
  /** The spec's tab number (0 Korean fees, 1 overseas fees, 2 information). */
  index: 0 | 1 | 2;
  /** Used for element ids (tab-…, panel-…). */
  key: 'korea' | 'overseas' | 'information';
  labelId: string;
  /** The fee tables the tab shows; none for the information tab. */
  tableIds: readonly FeeTable['id'][];
}

const ALL: readonly RegistrationTab[] = [
  {
    index: 0,
    key: 'korea',
    labelId: 'registration.tab.korea',
    tableIds: ['KOREA_MEMBER', 'KOREA_NON_MEMBER'],
  },
  { index: 1, key: 'overseas', labelId: 'registration.tab.overseas', tableIds: ['OVERSEAS_NON_MEMBER'] },
  { index: 2, key: 'information', labelId: 'registration.tab.information', tableIds: [] },
];

/** The tabs a member from this country sees, in the spec's order. */
export const registrationTabs = (country: string | null | undefined): RegistrationTab[] =>
  registrationTabsFor(country).map((index) => ALL[index] as RegistrationTab);

/**
 * The tab a key moves to (position in the visible list), or null for a key the tab list leaves
 * alone. The list is horizontal: left and right arrows, wrapping around (up and down still scroll
 * the page); Home and End go to the first and last tab.
 */
export function tabAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
