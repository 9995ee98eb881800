import { TIME_ZONE } from '@congress/domain';

/** A post's date as the secretariat means it: the Korea day. */
export const SEOUL_DATE = { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** File size in KB / MB. */
export function fileSize(bytes: number | null | undefined): string {
  if (!bytes) return '';
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
