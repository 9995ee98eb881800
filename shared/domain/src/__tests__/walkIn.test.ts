import {
  frontDeskAccountSchema,
  toFieldErrors,
  walkInFee,
  walkInMemberSchema,
  walkInRegistrationSchema,
} from '../validation';

const codes = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);

describe('walk-in at the desk (issue 26 §2)', () => {
  it('prices on site: the tier, the dinner and accompanying persons', () => {
    expect(walkInFee({ category: 'KM_TIER1', dinnerAttendance: true, accompanyingPerson: 1 })?.total).toBe(
      180_000 + 20_000 + 50_000,
    );
    expect(walkInFee({ category: 'NOPE', dinnerAttendance: false, accompanyingPerson: 0 })).toBeUndefined();
  });

  it('asks how the money was taken and a memo only when there is money', () => {
    const base = { category: 'KM_TIER1', occupation: 'PROFESSOR', accompanyingPerson: 0, fee: 180_000 };
    expect(codes(walkInRegistrationSchema.safeParse(base))).toEqual([
      { field: 'method', code: 'validation.required' },
      { field: 'memo', code: 'validation.required' },
    ]);
    expect(walkInRegistrationSchema.safeParse({ ...base, method: 'POS', memo: 'slip 1' }).success).toBe(true);
    expect(walkInRegistrationSchema.safeParse({ ...base, category: 'KM_TIER7', fee: 0 }).success).toBe(true);
    expect(codes(walkInRegistrationSchema.safeParse({ ...base, category: 'ON_TIER3', fee: 0 }))).toEqual([
      { field: 'category', code: 'validation.onlineOnlyTier' },
    ]);
    expect(codes(walkInRegistrationSchema.safeParse({ ...base, method: 'CN', memo: 'x' }))).toEqual([
      { field: 'method', code: 'validation.required' },
    ]);
  });

  it('makes a new member by the sign-up rules of the country', () => {
    const member = {
      email: 'a@example.org',
      givenName: 'Minji',
      familyName: 'Kim',
      affiliation: 'SNU',
      country: 'KR',
    };
    // Blank fields, as the form sends them.
    expect(
      codes(walkInMemberSchema('korean').safeParse({ ...member, name_kr: '', affiliation_kr: '' })),
    ).toEqual([
      { field: 'name_kr', code: 'validation.required' },
      { field: 'affiliation_kr', code: 'validation.required' },
    ]);
    expect(
      walkInMemberSchema('overseas').safeParse({ ...member, country: 'NL', medi_license: '' }).success,
    ).toBe(true);
    expect(
      codes(walkInMemberSchema('overseas').safeParse({ ...member, country: 'NL', medi_license: 'A1' })),
    ).toEqual([{ field: 'medi_license', code: 'validation.digits' }]);
  });

  it('creates a desk account with a name in any script and the password rule', () => {
    expect(
      frontDeskAccountSchema.safeParse({ email: 'd@example.org', name: '데스크 1', password: 'Busan2024' })
        .success,
    ).toBe(true);
    expect(
      codes(frontDeskAccountSchema.safeParse({ email: 'd@example.org', name: 'D', password: 'busan' })),
    ).toEqual([{ field: 'password', code: 'validation.passwordLength' }]);
  });
});
