import {
  attendanceKeptUntil,
  deletionDueAt,
  endOfDay,
  isPast,
  paymentKeptUntil,
  periodErrors,
  profileKeptUntil,
} from '../retention.rules';

const at = (iso: string) => new Date(iso);

describe('retention schedule: what goes when', () => {
  it('keeps a payment five years from the tax year’s filing deadline (end of March of the next year)', () => {
    // Paid on 2024-03-20 (tax year 2024, filing deadline 2025-03-31): kept until 2030-03-31.
    const until = paymentKeptUntil(at('2024-03-20T10:00:00+09:00'), 5);
    expect(until.toISOString()).toBe(at('2030-04-01T00:00:00+09:00').toISOString());
    expect(isPast(until, at('2030-03-31T23:59:59+09:00'))).toBe(false);
    expect(isPast(until, at('2030-04-01T00:00:00+09:00'))).toBe(true);
  });

  it('counts the tax year in Korea time: 31 December 16:00 UTC is already the next year', () => {
    expect(paymentKeptUntil(at('2024-12-31T16:00:00Z'), 5).toISOString()).toBe(
      at('2031-04-01T00:00:00+09:00').toISOString(),
    );
    expect(paymentKeptUntil(at('2024-12-31T14:00:00Z'), 5).toISOString()).toBe(
      at('2030-04-01T00:00:00+09:00').toISOString(),
    );
  });

  it('keeps attendance the period after the later of the congress’s end and the objection close', () => {
    const end = endOfDay('2024-03-23');
    expect(end.toISOString()).toBe(at('2024-03-24T00:00:00+09:00').toISOString());
    expect(attendanceKeptUntil(end, null, 3).toISOString()).toBe(
      at('2027-03-24T00:00:00+09:00').toISOString(),
    );
    const close = at('2024-05-01T18:00:00+09:00');
    expect(attendanceKeptUntil(end, close, 3).toISOString()).toBe(
      at('2027-05-01T18:00:00+09:00').toISOString(),
    );
    // An objection close before the end changes nothing.
    expect(attendanceKeptUntil(end, at('2024-03-01T00:00:00+09:00'), 1).toISOString()).toBe(
      at('2025-03-24T00:00:00+09:00').toISOString(),
    );
  });

  it('keeps an account the society’s months after the congress or the last login, whichever is later', () => {
    const end = endOfDay('2024-03-23');
    expect(profileKeptUntil(end, null, 12).toISOString()).toBe(at('2025-03-24T00:00:00+09:00').toISOString());
    expect(profileKeptUntil(end, at('2024-01-01T00:00:00+09:00'), 12).toISOString()).toBe(
      at('2025-03-24T00:00:00+09:00').toISOString(),
    );
    expect(profileKeptUntil(end, at('2025-02-10T09:00:00+09:00'), 12).toISOString()).toBe(
      at('2026-02-10T09:00:00+09:00').toISOString(),
    );
    expect(profileKeptUntil(end, null, 0).toISOString()).toBe(end.toISOString());
  });

  it('refuses periods below the legal minimum, above the ceiling, or not whole', () => {
    expect(periodErrors({ paymentYears: 5, attendanceYears: 1, profileMonths: 0 })).toEqual([]);
    expect(periodErrors({ paymentYears: 4, attendanceYears: 0, profileMonths: -1 })).toEqual([
      { field: 'paymentYears', code: 'validation.retention.belowMinimum' },
      { field: 'attendanceYears', code: 'validation.retention.belowMinimum' },
      { field: 'profileMonths', code: 'validation.retention.belowMinimum' },
    ]);
    expect(periodErrors({ paymentYears: 11, attendanceYears: 2.5, profileMonths: 121 })).toEqual([
      { field: 'paymentYears', code: 'validation.retention.aboveMaximum' },
      { field: 'attendanceYears', code: 'validation.invalid' },
      { field: 'profileMonths', code: 'validation.retention.aboveMaximum' },
    ]);
  });

  it('makes a deletion request due at the end of the 10th day after it (the day of the request not counted)', () => {
    expect(deletionDueAt(at('2025-01-10T23:30:00+09:00')).toISOString()).toBe(
      at('2025-01-21T00:00:00+09:00').toISOString(),
    );
    // 23:30 UTC on the 9th is already the 10th in Korea.
    expect(deletionDueAt(at('2025-01-09T15:30:00Z')).toISOString()).toBe(
      at('2025-01-21T00:00:00+09:00').toISOString(),
    );
  });
});
