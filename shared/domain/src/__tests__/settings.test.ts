import { dateToSeoulWallClock, koreaDateTimeText, seoulWallClockToDate, settingsSchema } from '../validation';

const VALID = {
  registrationOpensAt: '2024-05-01T00:00',
  registrationClosesAt: '2024-09-29T23:59:59',
  abstractSubmissionStart: '2023-11-01T00:00',
  abstractSubmissionEnd: '',
  speakerUploadDeadline: '',
  presentationUploadDeadline: '2024-03-01T18:00',
  usdKrwRate: '1350',
};

describe('site settings in Korea time', () => {
  it('reads and writes Korea wall clock, keeping seconds so that an unchanged form changes nothing', () => {
    expect(seoulWallClockToDate('2024-05-01T00:00')?.toISOString()).toBe('2024-04-30T15:00:00.000Z');
    expect(dateToSeoulWallClock('2024-04-30T15:00:00.000Z')).toBe('2024-05-01T00:00');
    expect(dateToSeoulWallClock('2024-09-29T14:59:59.000Z')).toBe('2024-09-29T23:59:59');
    expect(seoulWallClockToDate(dateToSeoulWallClock('2024-09-29T14:59:59.000Z'))?.toISOString()).toBe(
      '2024-09-29T14:59:59.000Z',
    );
    expect(seoulWallClockToDate('2024-02-30T10:00')).toBeNull();
    expect(seoulWallClockToDate('2024-05-01')).toBeNull();
  });

  it('writes an instant as people read it in Korea time, to the minute (seconds dropped, next day across midnight)', () => {
    expect(koreaDateTimeText('2024-09-29T14:59:59.000Z')).toBe('2024-09-29 23:59');
    expect(koreaDateTimeText(new Date('2024-03-20T15:05:00.000Z'))).toBe('2024-03-21 00:05');
  });

  it('accepts valid settings and refuses an end not after its start and a rate below 1', () => {
    expect(settingsSchema.safeParse(VALID).success).toBe(true);
    const result = settingsSchema.safeParse({
      ...VALID,
      registrationClosesAt: VALID.registrationOpensAt,
      abstractSubmissionEnd: '2023-10-31T23:59',
      usdKrwRate: '0',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['registrationClosesAt', 'validation.settings.endAfterStart'],
        ['abstractSubmissionEnd', 'validation.settings.endAfterStart'],
        ['usdKrwRate', 'validation.settings.rate'],
      ]),
    );
  });
});
