import { endOfSeoulDay, hasNoEnd, isPopupActive, POPUP_NO_END } from '../popups';

describe('the active-popup rule', () => {
  const popup = { use: true, start: '2024-03-01T00:00:00+09:00', end: '2024-03-10T23:59:59+09:00' };
  it.each([
    ['2024-02-29T23:59:59+09:00', false],
    ['2024-03-01T00:00:00+09:00', true],
    ['2024-03-10T23:59:59+09:00', true],
    ['2024-03-11T00:00:00+09:00', false],
  ])('at %s: %s', (now, active) => expect(isPopupActive(popup, new Date(now))).toBe(active));

  it('is never active when not in use; the no-end date never ends', () => {
    expect(isPopupActive({ ...popup, use: false }, new Date('2024-03-05T00:00:00+09:00'))).toBe(false);
    const open = { ...popup, end: POPUP_NO_END };
    expect(isPopupActive(open, new Date('2999-12-31T00:00:00Z'))).toBe(true);
    expect(hasNoEnd(new Date(POPUP_NO_END))).toBe(true);
    expect(hasNoEnd(popup.end)).toBe(false);
  });
});

describe('"do not show again today"', () => {
  it.each([
    ['2024-03-05T00:00:00+09:00', '2024-03-05T15:00:00.000Z'],
    ['2024-03-05T23:59:59+09:00', '2024-03-05T15:00:00.000Z'],
    ['2024-03-05T14:59:59Z', '2024-03-05T15:00:00.000Z'],
    ['2024-03-05T15:00:00Z', '2024-03-06T15:00:00.000Z'],
    ['2024-12-31T20:00:00+09:00', '2024-12-31T15:00:00.000Z'],
  ])('from %s lasts until %s (midnight in Seoul)', (now, until) =>
    expect(endOfSeoulDay(new Date(now)).toISOString()).toBe(until),
  );
});
