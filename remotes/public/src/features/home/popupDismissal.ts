import { endOfSeoulDay } from '@congress/domain';

// "Do not show again today": remembered in this browser until midnight in Seoul, per popup.
const key = (id: string) => `congress.popupHidden.${id}`;

export function isHiddenToday(id: string, now = new Date()): boolean {
  try {
    const until = Number(localStorage.getItem(key(id)));
    return Number.isFinite(until) && until > now.getTime();
  } catch {
    return false;
  }
}

export function hideForToday(id: string, now = new Date()): void {
  try {
    localStorage.setItem(key(id), String(endOfSeoulDay(now).getTime()));
  } catch {
    // Storage refused (private mode): the popup is closed for this visit only.
  }
}
