import { isCalendarDate, optionalDateRule, profileSchema } from '../validation';

describe('calendar dates (visa birth, issue, expiry)', () => {
  it('accept real days as YYYY-MM-DD, leap days included', () => {
    for (const date of ['2024-02-29', '1900-01-01', '2100-12-31', '1985-07-15'])
      expect(isCalendarDate(date)).toBe(true);
  });

  it('refuse impossible days, other formats and years outside 1900–2100', () => {
    for (const date of ['2024-13-45', '2023-02-29', '2024-04-31', '2024-00-10', '24-1-1', '2024/01/01'])
      expect(isCalendarDate(date)).toBe(false);
    for (const date of ['2024-01-01T00:00:00Z', '1899-12-31', '2101-01-01', '0000-01-01', '+02024-01-01'])
      expect(isCalendarDate(date)).toBe(false);
  });

  it('treat blank as none and report validation.date on the field', () => {
    expect(optionalDateRule.parse('')).toBeUndefined();
    expect(optionalDateRule.parse(undefined)).toBeUndefined();
    const result = profileSchema('overseas').shape.visaBirth.safeParse('2024-13-45');
    expect(result.error?.issues[0]?.message).toBe('validation.date');
  });
});
