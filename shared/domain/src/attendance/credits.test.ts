import {
  ALLIED_SCHEME,
  computeAllCredits,
  computeCredits,
  CREDIT_MESSAGES,
  creditScheme,
  formatCreditMessage,
  KMA_SCHEME,
  lectureWindows,
  minutesBetweenShownTimes,
  pointsForMinutes,
  SPECIALIST_SCHEME,
  type CreditDay,
  type CreditResult,
  type CreditScan,
  type CreditScheme,
} from './credits';
import { creditSchemeSchema } from './creditSchemeSchema';

/** A day of a result; the test fails when there is none. */
const dayOf = (result: CreditResult, index: number): CreditDay => {
  const day = result.days[index];
  if (!day) throw new Error(`no day ${index}`);
  return day;
};

// Congress days in Korea time (UTC+9, no daylight saving): approved KMA points 6, 6, 3.
const DAYS = { '2024-03-21': 6, '2024-03-22': 6, '2024-03-23': 3 };
const KMA = creditScheme(KMA_SCHEME, DAYS);
// Without the lecture window, to test the bands on the raw time between scans.
const KMA_UNBOUND: CreditScheme = { ...KMA, boundByLectureWindow: false };

/** A Korea-time instant: kst('2024-03-21', '09:00'). */
const kst = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+09:00`);
const scan = (date: string, hhmm: string, kind: CreditScan['kind'] = 'ANY', room?: string): CreditScan => ({
  at: kst(date, hhmm),
  kind,
  room,
});
/** Two scans on a day, `minutes` apart from 08:00 Korea time (plus `seconds`). */
const stay = (date: string, minutes: number, seconds = 0): CreditScan[] => {
  const start = kst(date, '08:00');
  return [
    { at: start, kind: 'ENTRY' },
    { at: new Date(start.getTime() + minutes * 60_000 + seconds * 1000), kind: 'EXIT' },
  ];
};
const LICENSED = { licence: '12345' };

describe('KMA bands', () => {
  it.each([
    [0, 0],
    [119, 0],
    [120, 0], // exactly 2 h
    [121, 3], // 2 h 1 min
    [180, 3], // exactly 3 h
    [181, 4],
    [240, 4],
    [241, 5],
    [300, 5],
    [301, 6],
    [600, 6],
  ])('%i minutes earn %i points', (minutes, points) => {
    expect(pointsForMinutes(KMA.rule, minutes)).toBe(points);
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans: stay('2024-03-21', minutes) }), 0);
    expect(day.countedMinutes).toBe(minutes);
    expect(day.points).toBe(points);
  });

  it('counts whole minutes: 2 h and 59 seconds is still exactly 2 h', () => {
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans: stay('2024-03-21', 120, 59) }), 0);
    expect(day).toMatchObject({ countedMinutes: 120, points: 0, reason: 'TOO_SHORT' });
    expect(day.explain.key).toBe('credits.explain.tooShort');
  });
});

describe('scans of a day', () => {
  it('earns nothing for a day with one scan', () => {
    const result = computeCredits(KMA_UNBOUND, {
      ...LICENSED,
      scans: [scan('2024-03-21', '09:00', 'ENTRY')],
    });
    expect(result.days).toHaveLength(1);
    expect(dayOf(result, 0)).toMatchObject({
      scanCount: 1,
      countedMinutes: 0,
      points: 0,
      reason: 'ONE_SCAN',
    });
    expect(dayOf(result, 0).explain).toMatchObject({
      key: 'credits.explain.oneScan',
      values: { first: '09:00' },
    });
    expect(result.totalPoints).toBe(0);
  });

  it('takes the first and the last scan, whatever their kind or order, and ignores those between', () => {
    const scans = [
      scan('2024-03-21', '13:00', 'ENTRY'),
      scan('2024-03-21', '15:30', 'EXIT'),
      scan('2024-03-21', '09:00', 'EXIT'),
      scan('2024-03-21', '12:00', 'EXIT'),
      scan('2024-03-21', '10:00', 'ENTRY'),
    ];
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans }), 0);
    expect(day.first).toEqual(kst('2024-03-21', '09:00'));
    expect(day.last).toEqual(kst('2024-03-21', '15:30'));
    expect(day).toMatchObject({ scanCount: 5, countedMinutes: 390, points: 6 });
    expect(day.flags).toEqual(['FIRST_SCAN_IS_EXIT']);
  });

  it('flags a day whose last scan is an entry and scans in several rooms, without changing figures', () => {
    const scans = [scan('2024-03-21', '09:00', 'ENTRY', 'A'), scan('2024-03-21', '12:30', 'ENTRY', 'B')];
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans }), 0);
    expect(day).toMatchObject({ countedMinutes: 210, points: 4 });
    expect(day.flags).toEqual(['LAST_SCAN_IS_ENTRY', 'SEVERAL_ROOMS']);
  });

  it('splits days at midnight Korea time, not UTC', () => {
    // 23:30 and 00:30 Korea time are one UTC day (14:30, 15:30 UTC) but two congress days.
    const scans = [scan('2024-03-21', '23:30'), scan('2024-03-22', '00:30')];
    const result = computeCredits(KMA_UNBOUND, { ...LICENSED, scans });
    expect(result.days.map((d) => [d.date, d.scanCount, d.reason])).toEqual([
      ['2024-03-21', 1, 'ONE_SCAN'],
      ['2024-03-22', 1, 'ONE_SCAN'],
    ]);
    // 08:30 and 11:00 Korea time are on two UTC days (23:30 the day before, 02:00) but one congress day.
    const morning = [scan('2024-03-22', '08:30'), scan('2024-03-22', '11:00')];
    const days = computeCredits(KMA_UNBOUND, { ...LICENSED, scans: morning }).days;
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ date: '2024-03-22', countedMinutes: 150, points: 3 });
  });

  it('places scans on their Korea-time day over many days, in any order', () => {
    const dates = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const scans = [...dates].reverse().flatMap((date) => [scan(date, '00:00'), scan(date, '23:59')]);
    const everyDay = { ...KMA_UNBOUND, dayPoints: Object.fromEntries(dates.map((date) => [date, 6])) };
    const result = computeCredits(everyDay, { ...LICENSED, scans });
    expect(result.days.map((d) => d.date)).toEqual(dates);
    expect(result.days.every((d) => d.countedMinutes === 1439 && d.explain.values.last === '23:59')).toBe(
      true,
    );
  });

  it('keeps days apart and adds them up', () => {
    const scans = [...stay('2024-03-21', 400), ...stay('2024-03-22', 200), ...stay('2024-03-23', 130)];
    const result = computeCredits(KMA_UNBOUND, { ...LICENSED, scans });
    expect(result.days.map((d) => d.points)).toEqual([6, 4, 3]);
    expect(result.totalMinutes).toBe(730);
    expect(result.totalPoints).toBe(13);
  });

  it('gives nothing on a day without approved points, and counts none of its minutes', () => {
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans: stay('2024-03-20', 400) }), 0);
    expect(day).toMatchObject({ countedMinutes: 0, points: 0, reason: 'NOT_A_CREDIT_DAY' });
  });

  it('counts a window-bound day without a lecture window as 0 minutes, not the time between scans', () => {
    const scans = [scan('2024-03-20', '09:00'), scan('2024-03-20', '15:00')];
    const unapproved = dayOf(computeCredits(KMA, { ...LICENSED, scans }, { lectureWindows: {} }), 0);
    expect(unapproved).toMatchObject({ countedMinutes: 0, points: 0, reason: 'NOT_A_CREDIT_DAY' });
    const approvedNoWindow = dayOf(
      computeCredits(KMA, { ...LICENSED, scans: [scan('2024-03-21', '09:00'), scan('2024-03-21', '15:00')] }),
      0,
    );
    expect(approvedNoWindow).toMatchObject({ countedMinutes: 0, points: 0, reason: 'OUTSIDE_LECTURES' });
  });
});

describe('minutes from the times as shown', () => {
  const at = (hhmmss: string) => new Date(`2024-03-21T${hhmmss}+09:00`);

  it('counts 10:00:59 to 12:01:00 as 10:00 to 12:01: 121 minutes, more than 2 h, 3 points', () => {
    const scans: CreditScan[] = [
      { at: at('10:00:59'), kind: 'ENTRY' },
      { at: at('12:01:00'), kind: 'EXIT' },
    ];
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans }), 0);
    expect(day.explain.values).toMatchObject({ first: '10:00', last: '12:01', minutes: 121 });
    expect(day).toMatchObject({ countedMinutes: 121, points: 3 });
  });

  it('keeps "more than 2 h" as more than 120 shown minutes: 10:00:00 to 12:00:59 is 120, no points', () => {
    expect(minutesBetweenShownTimes(at('10:00:00'), at('12:00:59'))).toBe(120);
    expect(pointsForMinutes(KMA.rule, minutesBetweenShownTimes(at('10:00:00'), at('12:00:59')))).toBe(0);
    expect(minutesBetweenShownTimes(at('10:00:30'), at('12:01:00'))).toBe(121);
  });

  it('always equals the difference of the two clock times the member reads', () => {
    for (let i = 0; i < 500; i += 1) {
      const first = at('08:00:00').getTime() + Math.floor(Math.random() * 4 * 3600_000);
      const last = first + Math.floor(Math.random() * 6 * 3600_000);
      const day = dayOf(
        computeCredits(KMA_UNBOUND, {
          ...LICENSED,
          scans: [
            { at: new Date(first), kind: 'ENTRY' },
            { at: new Date(last), kind: 'EXIT' },
          ],
        }),
        0,
      );
      const clock = (text: string | number) => {
        const [h, m] = String(text).split(':').map(Number);
        return (h ?? 0) * 60 + (m ?? 0);
      };
      expect(day.countedMinutes).toBe(clock(day.explain.values.last!) - clock(day.explain.values.first!));
    }
  });
});

describe('lecture window', () => {
  const windows = lectureWindows([
    { kind: 'KEYNOTE', start_at: kst('2024-03-21', '09:00'), end_at: kst('2024-03-21', '10:00') },
    { kind: 'SOCIAL', start_at: kst('2024-03-21', '18:00'), end_at: kst('2024-03-21', '21:00') },
    { kind: 'BREAK', start_at: kst('2024-03-21', '12:00'), end_at: kst('2024-03-21', '13:00') },
    { kind: 'SYMPOSIUM', start_at: kst('2024-03-21', '13:00'), end_at: kst('2024-03-21', '17:00') },
    { kind: 'ORAL', start_at: kst('2024-03-22', '10:00'), end_at: kst('2024-03-22', '12:00') },
  ]);

  it('runs from the first lecture to the last of each Korea-time day, breaks and social events left out', () => {
    expect(windows).toEqual({
      '2024-03-21': { start: kst('2024-03-21', '09:00'), end: kst('2024-03-21', '17:00') },
      '2024-03-22': { start: kst('2024-03-22', '10:00'), end: kst('2024-03-22', '12:00') },
    });
  });

  it('clips the counted time to the window: a scan before the first lecture counts from its start', () => {
    const scans = [scan('2024-03-21', '07:30'), scan('2024-03-21', '12:30')];
    const bound = dayOf(computeCredits(KMA, { ...LICENSED, scans }, { lectureWindows: windows }), 0);
    expect(bound).toMatchObject({ countedMinutes: 210, points: 4 }); // 09:00–12:30
    const unbound = dayOf(
      computeCredits(KMA_UNBOUND, { ...LICENSED, scans }, { lectureWindows: windows }),
      0,
    );
    expect(unbound).toMatchObject({ countedMinutes: 300, points: 5 }); // 07:30–12:30
  });

  it('clips the end and counts a lecture day split by lunch as one stretch', () => {
    const scans = [scan('2024-03-21', '08:00'), scan('2024-03-21', '12:10'), scan('2024-03-21', '19:00')];
    const day = dayOf(computeCredits(KMA, { ...LICENSED, scans }, { lectureWindows: windows }), 0);
    expect(day).toMatchObject({ countedMinutes: 480, earnedPoints: 6, points: 6 }); // 09:00–17:00
  });

  it('gives nothing for scans outside the window or on a day without lectures', () => {
    const evening = [scan('2024-03-21', '17:30'), scan('2024-03-21', '21:00')];
    expect(
      dayOf(computeCredits(KMA, { ...LICENSED, scans: evening }, { lectureWindows: windows }), 0),
    ).toMatchObject({
      countedMinutes: 0,
      points: 0,
      reason: 'OUTSIDE_LECTURES',
    });
    const noLectures = computeCredits(
      KMA,
      { ...LICENSED, scans: stay('2024-03-23', 400) },
      { lectureWindows: windows },
    );
    expect(dayOf(noLectures, 0)).toMatchObject({ points: 0, reason: 'OUTSIDE_LECTURES' });
  });
});

describe('caps', () => {
  it('caps each day at its approved points (6, 6, 3)', () => {
    const scans = [...stay('2024-03-21', 360), ...stay('2024-03-22', 360), ...stay('2024-03-23', 360)];
    const result = computeCredits(KMA_UNBOUND, { ...LICENSED, scans });
    expect(result.days.map((d) => [d.earnedPoints, d.points, d.capReason])).toEqual([
      [6, 6, undefined],
      [6, 6, undefined],
      [6, 3, 'DAY_APPROVED'],
    ]);
    expect(result.totalPoints).toBe(15);
    expect(dayOf(result, 2).explain).toMatchObject({
      key: 'credits.explain.dayApproved',
      values: { points: 3, cap: 3 },
    });
  });

  it('caps a day at the daily maximum even where more is approved', () => {
    const scheme: CreditScheme = {
      ...KMA_UNBOUND,
      rule: { kind: 'BANDS', bands: [{ moreThanMinutes: 60, upToMinutes: null, points: 10 }] },
      dayPoints: { '2024-03-21': 8 },
    };
    const day = dayOf(computeCredits(scheme, { ...LICENSED, scans: stay('2024-03-21', 90) }), 0);
    expect(day).toMatchObject({ earnedPoints: 10, points: 6, capReason: 'DAILY_MAX' });
    expect(day.explain.key).toBe('credits.explain.dailyMax');
  });
});

describe('per-hour schemes', () => {
  const specialist = creditScheme(
    { ...SPECIALIST_SCHEME, boundByLectureWindow: false },
    { '2024-03-21': 6, '2024-03-22': 6, '2024-03-23': 5 },
  );

  it('gives a point per full hour, up to the day cap', () => {
    const scans = [...stay('2024-03-21', 59), ...stay('2024-03-22', 239), ...stay('2024-03-23', 420)];
    const result = computeCredits(specialist, { ...LICENSED, scans });
    expect(
      result.days.map((d) => [d.countedMinutes, d.earnedPoints, d.points, d.reason ?? d.capReason]),
    ).toEqual([
      [59, 0, 0, 'TOO_SHORT'],
      [239, 3, 3, undefined],
      [420, 7, 5, 'DAY_APPROVED'],
    ]);
  });

  it("the allied scheme's minimum: nothing below an hour, then one point for the whole congress", () => {
    const allied = creditScheme(ALLIED_SCHEME, DAYS);
    expect(dayOf(computeCredits(allied, { scans: stay('2024-03-21', 59) }), 0)).toMatchObject({
      points: 0,
      reason: 'TOO_SHORT',
    });
    const result = computeCredits(allied, { scans: [...stay('2024-03-21', 60), ...stay('2024-03-22', 300)] });
    expect(result.days.map((d) => [d.points, d.capReason])).toEqual([
      [1, undefined],
      [0, 'CONGRESS_MAX'],
    ]);
    expect(result.totalPoints).toBe(1);
  });

  it('a minimum above an hour withholds the first point', () => {
    const scheme = creditScheme(
      {
        ...ALLIED_SCHEME,
        rule: { kind: 'PER_HOUR', pointsPerHour: 2, minimumMinutes: 90 },
        dailyMax: null,
        congressMax: null,
      },
      DAYS,
    );
    expect(dayOf(computeCredits(scheme, { scans: stay('2024-03-21', 89) }), 0).points).toBe(0);
    expect(dayOf(computeCredits(scheme, { scans: stay('2024-03-21', 90) }), 0).points).toBe(2);
    expect(dayOf(computeCredits(scheme, { scans: stay('2024-03-21', 150) }), 0).points).toBe(4);
  });
});

describe('eligibility and several schemes', () => {
  it('gives an attendee without a licence number nothing under a licence scheme, with the reason', () => {
    for (const licence of [null, undefined, '', '  ']) {
      const result = computeCredits(KMA_UNBOUND, { licence, scans: stay('2024-03-21', 400) });
      expect(result.eligible).toBe(false);
      expect(result.totalPoints).toBe(0);
      expect(dayOf(result, 0)).toMatchObject({ countedMinutes: 400, points: 0, reason: 'NOT_ELIGIBLE' });
      expect(dayOf(result, 0).explain.key).toBe('credits.explain.notEligible');
    }
  });

  it('computes every scheme of the congress side by side for one attendee', () => {
    const schemes = [
      KMA_UNBOUND,
      creditScheme({ ...SPECIALIST_SCHEME, boundByLectureWindow: false }, { '2024-03-21': 4 }),
      creditScheme(ALLIED_SCHEME, DAYS),
    ];
    const scans = stay('2024-03-21', 330);
    const withLicence = computeAllCredits(schemes, { licence: '12345', scans });
    expect(withLicence.map((r) => [r.scheme, r.totalPoints])).toEqual([
      ['KMA', 6],
      ['SPECIALIST', 4],
      ['ALLIED', 1],
    ]);
    const withoutLicence = computeAllCredits(schemes, { licence: null, scans });
    expect(withoutLicence.map((r) => [r.scheme, r.eligible, r.totalPoints])).toEqual([
      ['KMA', false, 0],
      ['SPECIALIST', false, 0],
      ['ALLIED', true, 1],
    ]);
  });

  it('ignores scans whose time is not a time', () => {
    const result = computeCredits(KMA_UNBOUND, {
      ...LICENSED,
      scans: [{ at: 'not a time', kind: 'ANY' }, ...stay('2024-03-21', 200)],
    });
    expect(result.days).toHaveLength(1);
    expect(result.totalPoints).toBe(4);
  });
});

describe('messages and settings', () => {
  it('have the same keys in English and Korean, and every explanation key is there', () => {
    expect(Object.keys(CREDIT_MESSAGES.ko).sort()).toEqual(Object.keys(CREDIT_MESSAGES.en).sort());
    for (const text of Object.values(CREDIT_MESSAGES.ko)) expect(text).toMatch(/[가-힣]/);
  });

  it('say "1 point" and "1 minute" in English, the plural otherwise', () => {
    const perHour = creditScheme(SPECIALIST_SCHEME, DAYS);
    const day = dayOf(
      computeCredits(
        { ...perHour, boundByLectureWindow: false },
        { ...LICENSED, scans: stay('2024-03-21', 61) },
      ),
      0,
    );
    expect(formatCreditMessage(CREDIT_MESSAGES.en[day.explain.key], day.explain.values)).toBe(
      '2024-03-21: first scan 08:00, last scan 09:01; 61 minutes counted, 1 point.',
    );
    expect(
      formatCreditMessage(CREDIT_MESSAGES.en['credits.explain.corrected'], {
        date: 'D',
        minutes: 1,
        points: 0,
      }),
    ).toBe('D: corrected by the secretariat: 1 minute counted, 0 points.');
    expect(formatCreditMessage(CREDIT_MESSAGES.ko[day.explain.key], day.explain.values)).toBe(
      '2024-03-21: 최초 인식 08:00, 마지막 인식 09:01, 인정 시간 61분, 1평점.',
    );
  });

  it('fill in a day explanation', () => {
    const day = dayOf(computeCredits(KMA_UNBOUND, { ...LICENSED, scans: stay('2024-03-21', 200) }), 0);
    expect(formatCreditMessage(CREDIT_MESSAGES.en[day.explain.key], day.explain.values)).toBe(
      '2024-03-21: first scan 08:00, last scan 11:20; 200 minutes counted, 4 points.',
    );
    expect(formatCreditMessage(CREDIT_MESSAGES.ko[day.explain.key], day.explain.values)).toBe(
      '2024-03-21: 최초 인식 08:00, 마지막 인식 11:20, 인정 시간 200분, 4평점.',
    );
  });

  it('accept the three example schemes as settings and refuse bands with gaps or overlaps', () => {
    for (const template of [KMA_SCHEME, SPECIALIST_SCHEME, ALLIED_SCHEME])
      expect(creditSchemeSchema.safeParse(creditScheme(template, DAYS)).success).toBe(true);
    const withBands = (bands: unknown) => ({ ...KMA, rule: { kind: 'BANDS', bands } });
    const gap = [
      { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
      { moreThanMinutes: 200, upToMinutes: null, points: 4 },
    ];
    const openInMiddle = [
      { moreThanMinutes: 120, upToMinutes: null, points: 3 },
      { moreThanMinutes: 180, upToMinutes: null, points: 4 },
    ];
    const backwards = [{ moreThanMinutes: 180, upToMinutes: 120, points: 3 }];
    for (const bands of [gap, openInMiddle, backwards, []])
      expect(creditSchemeSchema.safeParse(withBands(bands)).success).toBe(false);
    expect(creditSchemeSchema.safeParse({ ...KMA, code: 'kma tier' }).success).toBe(false);
  });
});
