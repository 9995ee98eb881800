import { creditFigureFormSchema, creditFigureSchema, toFieldErrors } from '../validation';

const errors = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  Object.fromEntries(
    result.success ? [] : toFieldErrors(result.error!).map(({ field, code }) => [field, code]),
  );

describe('an organiser’s figures for a day (a correction, an accepted objection)', () => {
  it('need whole minutes and points in range, and a memo', () => {
    const parsed = creditFigureFormSchema(true).safeParse({ minutes: ' 330', points: '6', memo: ' Chair ' });
    expect(parsed.success && parsed.data).toEqual({ minutes: 330, points: 6, memo: 'Chair' });
    expect(errors(creditFigureFormSchema(true).safeParse({ minutes: '', points: '101', memo: ' ' }))).toEqual(
      {
        minutes: 'validation.required',
        points: 'validation.creditPoints',
        memo: 'validation.required',
      },
    );
    expect(
      errors(creditFigureFormSchema(true).safeParse({ minutes: '1441', points: '-1', memo: 'x' })),
    ).toEqual({
      minutes: 'validation.creditMinutes',
      points: 'validation.creditPoints',
    });
    expect(
      errors(creditFigureFormSchema(true).safeParse({ minutes: '1.5', points: '6', memo: 'x'.repeat(1001) })),
    ).toEqual({ minutes: 'validation.creditMinutes', memo: 'validation.tooLong' });
  });

  it('a rejection needs the memo only', () => {
    expect(
      creditFigureFormSchema(false).safeParse({ minutes: '', points: '', memo: 'No record' }).success,
    ).toBe(true);
  });

  it('the API takes the same ranges as numbers', () => {
    expect(creditFigureSchema.safeParse({ countedMinutes: 1440, points: 100 }).success).toBe(true);
    expect(errors(creditFigureSchema.safeParse({ countedMinutes: 1441, points: 1.5 }))).toEqual({
      countedMinutes: 'validation.invalid',
      points: 'validation.invalid',
    });
  });
});
