// The congress facts the site states (introductions overview, venue page) in one place, for what
// the API writes on its own: the visa invitation letter. English: embassies read English.
import { SOCIETY_NAME } from './constants';

export const CONGRESS = {
  society: SOCIETY_NAME,
  /** introductions/overview "Official name". */
  officialName: 'The 1st Congress & International Symposium of the Korean Society of Pathologists (KSP 2024)',
  shortName: 'KSP 2024',
  /** First and last day, Korea time (YYYY-MM-DD). */
  startDate: '2024-03-21',
  endDate: '2024-03-23',
  /** introductions/overview "Date". */
  datesText: 'Thursday 21 to Saturday 23 March 2024',
  /** informations/venue. */
  venue: 'BEXCO (Busan Exhibition & Convention Center)',
  venueAddress: '55 APEC-ro, Haeundae-gu, Busan, Republic of Korea',
  theme: 'Precision nutrition',
  /** The secretariat line of the mails. */
  secretariat: 'KSP 2024 Congress secretariat',
} as const;
