import { CombinedGraphQLErrors } from '@apollo/client';
import { serverFieldErrors } from '../figures';
import {
  newSchemeValues,
  schemeField,
  schemeFormSchema,
  schemeInput,
  schemeValues,
  serverSchemeErrors,
  validateScheme,
  type SchemeValues,
} from '../schemeForm';

const DAYS = ['2024-03-21', '2024-03-22', '2024-03-23'];

const kma = (): SchemeValues => ({
  ...newSchemeValues(DAYS),
  name_en: 'KMA CME credits',
  name_ko: '대한의사협회 연수평점',
  dayPoints: { '2024-03-21': '6', '2024-03-22': '6', '2024-03-23': '3' },
});

describe('the credit scheme form', () => {
  it('starts from KMA’s rules with the congress days empty', () => {
    const values = newSchemeValues(DAYS);
    expect(values.bands).toEqual([
      { moreThanMinutes: '120', upToMinutes: '180', points: '3' },
      { moreThanMinutes: '180', upToMinutes: '240', points: '4' },
      { moreThanMinutes: '240', upToMinutes: '300', points: '5' },
      { moreThanMinutes: '300', upToMinutes: '', points: '6' },
    ]);
    expect(values.dayPoints).toEqual({ '2024-03-21': '', '2024-03-22': '', '2024-03-23': '' });
    expect(values.dailyMax).toBe('6');
  });

  it('accepts KMA’s scheme and sends it as the mutation input', () => {
    expect(validateScheme(kma())).toEqual({});
    expect(schemeInput(kma())).toEqual({
      name_en: 'KMA CME credits',
      name_ko: '대한의사협회 연수평점',
      kind: 'BANDS',
      bands: [
        { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
        { moreThanMinutes: 180, upToMinutes: 240, points: 4 },
        { moreThanMinutes: 240, upToMinutes: 300, points: 5 },
        { moreThanMinutes: 300, upToMinutes: null, points: 6 },
      ],
      pointsPerHour: null,
      minimumMinutes: null,
      dayPoints: [
        { day: '2024-03-21', points: 6 },
        { day: '2024-03-22', points: 6 },
        { day: '2024-03-23', points: 3 },
      ],
      dailyMax: 6,
      congressMax: null,
      eligibility: 'LICENCE',
      boundByLectureWindow: true,
      reportsToKma: false,
    });
  });

  it('leaves empty days out and sends no bands for points per hour', () => {
    const values: SchemeValues = {
      ...kma(),
      kind: 'PER_HOUR',
      pointsPerHour: '1',
      minimumMinutes: '60',
      dayPoints: { '2024-03-21': '1', '2024-03-22': '' },
      dailyMax: '',
      congressMax: '1',
    };
    expect(validateScheme(values)).toEqual({});
    expect(schemeInput(values)).toMatchObject({
      bands: [],
      pointsPerHour: 1,
      minimumMinutes: 60,
      dayPoints: [{ day: '2024-03-21', points: 1 }],
      dailyMax: null,
      congressMax: 1,
    });
  });

  it('says what is wrong with the shared rules’ messages, on the field', () => {
    const gap = kma();
    gap.bands[1] = { ...gap.bands[1]!, moreThanMinutes: '200' };
    expect(validateScheme(gap)).toEqual({ bands: 'credits.bandsNotContiguous' });

    const backwards = kma();
    backwards.bands[0] = { ...backwards.bands[0]!, upToMinutes: '100' };
    expect(validateScheme(backwards)).toMatchObject({ 'bands.0.upToMinutes': 'credits.bandEndBeforeStart' });

    expect(validateScheme({ ...kma(), name_en: ' ', dailyMax: '2.5' })).toEqual({
      name_en: 'validation.required',
      dailyMax: 'validation.invalid',
    });
    expect(validateScheme({ ...kma(), dayPoints: { '2024-03-21': 'six' } })).toEqual({
      'dayPoints.2024-03-21': 'validation.invalid',
    });
    expect(validateScheme({ ...kma(), kind: 'PER_HOUR', pointsPerHour: '' })).toEqual({
      pointsPerHour: 'validation.required',
    });
  });

  it('reads a saved scheme back as the form it came from', () => {
    const saved = {
      __typename: 'CreditScheme' as const,
      id: '1',
      position: 1,
      ...schemeInput(kma()),
      bands: schemeInput(kma()).bands.map((b) => ({ ...b, upToMinutes: b.upToMinutes ?? null })),
      pointsPerHour: null,
      minimumMinutes: null,
      dailyMax: 6,
      congressMax: null,
    };
    expect(schemeValues(saved, DAYS)).toEqual(kma());
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(schemeField(['name', 'ko'])).toBe('name_ko');
    expect(schemeField(['rule', 'bands', 2, 'points'])).toBe('bands.2.points');
    expect(schemeField(['code'])).toBeNull();
    expect(
      serverSchemeErrors({
        'input.name.en': 'validation.required',
        'input.rule.bands': 'credits.bandsNotContiguous',
        'input.dailyMax': 'NOT_A_MESSAGE',
      }),
    ).toEqual({
      name_en: 'validation.required',
      bands: 'credits.bandsNotContiguous',
      dailyMax: 'validation.invalid',
    });
  });
});

describe('an answer’s field errors', () => {
  it('are shown on the form’s own fields (the API names minutes countedMinutes)', () => {
    const answer = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'invalid',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: [
              { field: 'countedMinutes', code: 'validation.invalid' },
              { field: 'resolutionMemo', code: 'validation.tooLong' },
              { field: 'day', code: 'validation.date' },
            ],
          },
        },
      ],
    });
    expect(serverFieldErrors(answer)).toEqual({ minutes: 'validation.invalid', memo: 'validation.tooLong' });
  });

  it('gives the form kit each error on the path of its field (a band row, a day)', () => {
    const values = kma();
    values.bands[1]!.points = '';
    values.dayPoints['2024-03-22'] = 'x';
    const result = schemeFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath['bands.1.points']).toBe('validation.required');
    expect(byPath['dayPoints.2024-03-22']).toMatch(/^(validation|credits)\./);
    expect(schemeFormSchema.safeParse(kma()).success).toBe(true);
  });
});
