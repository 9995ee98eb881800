// Visa invitation letters (docs/decisions.md, "Visa invitation letters"): what the member area,
// the back office and the API share without zod (the schemas are in ./validation/visaLetter.ts).
import type { ValueLabel } from './labels';

/**
 * A member's request arrives REQUESTED; an organiser APPROVES it (the letter gets its number and
 * can be downloaded) or REJECTS it with a reason. The member may change a request until it is
 * approved; a change of a rejected request asks again (REQUESTED).
 */
export const VISA_LETTER_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type VisaLetterStatus = (typeof VISA_LETTER_STATUSES)[number];

export const VISA_LETTER_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type VisaLetterDecision = (typeof VISA_LETTER_DECISIONS)[number];

export const VISA_LETTER_STATUS_LABELS: Record<VisaLetterStatus, ValueLabel> = {
  REQUESTED: { en: 'Requested', ko: '신청' },
  APPROVED: { en: 'Approved', ko: '승인' },
  REJECTED: { en: 'Rejected', ko: '반려' },
};

/** The member may write or change the request: not once it is approved (the letter is issued). */
export const memberMayChangeVisaLetter = (status: VisaLetterStatus | null | undefined): boolean =>
  status !== 'APPROVED';

/** Organisers decide requests that wait (REQUESTED) only. */
export const mayDecideVisaLetter = (status: VisaLetterStatus): boolean => status === 'REQUESTED';

/**
 * An issued letter (APPROVED) can be withdrawn by an organiser, with a reason (issued by mistake,
 * the member will not attend): it becomes REJECTED, its PDF can no longer be downloaded, and the
 * member may correct the request and ask again.
 */
export const mayRevokeVisaLetter = (status: VisaLetterStatus): boolean => status === 'APPROVED';

/** The letter's reference, from the number the API draws on approval: KSP2024-VL-0007. */
export const visaLetterReference = (serial: number): string =>
  `KSP2024-VL-${String(serial).padStart(4, '0')}`;

/** Longest rejection reason an organiser writes (it goes into the member's mail). */
export const VISA_LETTER_REASON_MAX = 500;

/**
 * The passport must be valid at least six months beyond the date of entry (the visa page says
 * so): the letter is refused for a passport expiring before this day (six months after the
 * congress's first day).
 */
export const VISA_PASSPORT_VALID_UNTIL = '2024-09-21';
