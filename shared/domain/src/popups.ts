// Popups on /home (spec §3, §4, §9): which are active, and how long "do not show again today" lasts.
// Pure functions of "now", shared by the API (the public `popups` query) and the browser.

import { POPUP_NO_END_DATE } from './constants';

/** Stored end of a popup without an end date: 3000-12-31T23:59:59 Korea time (spec §9). */
export const POPUP_NO_END = `${POPUP_NO_END_DATE}+09:00`;
export const POPUP_NO_END_MS = Date.parse(POPUP_NO_END);

/** Sizes an organiser may give a popup, in CSS pixels (decided: docs/decisions.md). */
export const POPUP_SIZE = { min: 200, max: 1200 } as const;

export interface PopupWindow {
  use: boolean;
  start: Date | string;
  end: Date | string;
}

const ms = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Active: switched on and now within [start, end] (both included). */
export const isPopupActive = (popup: PopupWindow, now: Date): boolean =>
  popup.use && ms(popup.start) <= now.getTime() && now.getTime() <= ms(popup.end);

/** True when the end is the "no end date" value (or later). */
export const hasNoEnd = (end: Date | string): boolean => ms(end) >= POPUP_NO_END_MS;

/** Asia/Seoul is UTC+9 all year (no daylight saving since 1988): a fixed shift is exact. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** A datetime-local value (Asia/Seoul wall time, `2024-03-01T09:00`) from an instant. */
export const toSeoulInput = (iso: string): string =>
  new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);

/** The instant (ISO) of a datetime-local value in Asia/Seoul wall time; null when it is not one. */
export const fromSeoulInput = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const ms = Date.parse(`${local}:00+09:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

/** The first instant of the next Asia/Seoul day: when "do not show again today" runs out. */
export function endOfSeoulDay(now: Date): Date {
  const seoul = now.getTime() + SEOUL_OFFSET_MS;
  return new Date(Math.floor(seoul / DAY_MS) * DAY_MS + DAY_MS - SEOUL_OFFSET_MS);
}
