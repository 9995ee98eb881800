import { nameModeFor, profileSchema, signUpSchema, toFieldErrors } from '../validation';

const overseas = {
  username: 'anne@example.org',
  email: 'anne@example.org',
  password: 'secret2024',
  title: 'DR',
  degree: 'PHD',
  givenName: 'Anne',
  familyName: 'de Vries',
  affiliation: 'Leiden University (LUMC)',
  department: 'Pathology',
  mobilePhone: '31-6-1234-5678',
  country: 'NL',
};

const korean = {
  ...overseas,
  username: 'minji@example.kr',
  email: 'minji@example.kr',
  givenName: 'Minji',
  familyName: 'Kim',
  name_kr: '김민지',
  affiliation: 'Pusan National University Hospital',
  affiliation_kr: '부산대학교병원',
  mobilePhone: '010-1234-5678',
  country: 'KR',
};

const errorsOf = (mode: 'korean' | 'overseas', input: object) => {
  const result = signUpSchema(mode).safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('sign-up schema', () => {
  it('picks Korean mode for Korea only', () => {
    expect(nameModeFor('KR')).toBe('korean');
    expect(nameModeFor('US')).toBe('overseas');
    expect(nameModeFor(undefined)).toBe('overseas');
  });

  it('accepts a complete overseas and Korean sign-up', () => {
    expect(errorsOf('overseas', overseas)).toEqual([]);
    expect(errorsOf('korean', korean)).toEqual([]);
  });

  it('requires the eight fields of spec §5', () => {
    const fields = errorsOf('overseas', {}).map((e) => e.field);
    for (const f of [
      'username',
      'email',
      'password',
      'mobilePhone',
      'title',
      'degree',
      'affiliation',
      'department',
    ]) {
      expect(fields).toContain(f);
    }
  });

  it('applies the Korean phone, name and affiliation rules in Korean mode', () => {
    expect(
      errorsOf('korean', {
        ...korean,
        mobilePhone: '31-6-1234-5678',
        name_kr: 'Kim',
        affiliation_kr: 'PNUH',
      }),
    ).toEqual([
      { field: 'name_kr', code: 'validation.koreanName' },
      { field: 'affiliation_kr', code: 'validation.koreanAffiliation' },
      { field: 'mobilePhone', code: 'validation.koreanMobile' },
    ]);
  });

  it('takes the licence number as digits only, blank as not given (spec §5)', () => {
    expect(errorsOf('korean', { ...korean, medi_license: '12-34A' })).toEqual([
      { field: 'medi_license', code: 'validation.digits' },
    ]);
    expect(errorsOf('korean', { ...korean, medi_license: ' 123456 ' })).toEqual([]);
    expect(errorsOf('korean', { ...korean, medi_license: '' })).toEqual([]);
    expect(profileSchema('korean').safeParse({ ...korean, medi_license: 'KM-1' }).success).toBe(false);
  });

  it('holds a filled Korean name and affiliation to Hangul in overseas mode too', () => {
    expect(errorsOf('overseas', { ...overseas, name_kr: '', affiliation_kr: '  ' })).toEqual([]);
    expect(errorsOf('overseas', { ...overseas, name_kr: '안네', affiliation_kr: '레이던 대학교' })).toEqual(
      [],
    );
    expect(
      errorsOf('overseas', {
        ...overseas,
        name_kr: 'Visit http://evil.example/verify now',
        affiliation_kr: 'www.evil.example',
      }),
    ).toEqual([
      { field: 'name_kr', code: 'validation.koreanName' },
      { field: 'affiliation_kr', code: 'validation.koreanAffiliation' },
    ]);
  });

  it('refuses a username that is not the e-mail id', () => {
    expect(errorsOf('overseas', { ...overseas, username: 'anne' })).toContainEqual({
      field: 'username',
      code: 'validation.email',
    });
    expect(errorsOf('overseas', { ...overseas, username: 'other@example.org' })).toEqual([
      { field: 'username', code: 'validation.usernameIsEmail' },
    ]);
  });
});

describe('visa invitation letter', () => {
  const passport = {
    visaGivenName: 'Anne',
    visaFamilyName: 'de Vries',
    visaCountry: 'Netherlands',
    visaPassportNumber: 'NX1234567',
    visaBirth: '1980-04-02',
    visaIssue: '2020-01-15',
    visaExpire: '2030-01-14',
  };

  it('requires every passport detail once the letter is asked for (overseas mode)', () => {
    const fields = errorsOf('overseas', { ...overseas, visa: true }).map((e) => e.field);
    expect(fields.sort()).toEqual(Object.keys(passport).sort());
    expect(errorsOf('overseas', { ...overseas, visa: true, ...passport })).toEqual([]);
    expect(errorsOf('overseas', { ...overseas, visa: false })).toEqual([]);
  });

  it('applies to profile edits with the same schema the API uses', () => {
    const { username: _u, email: _e, password: _p, ...profile } = overseas;
    const result = profileSchema('overseas').safeParse({
      ...profile,
      visa: true,
      ...passport,
      visaExpire: ' ',
    });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: 'visaExpire', code: 'validation.required' },
    ]);
  });

  it('does not apply in Korean mode, where no letter is offered', () => {
    expect(errorsOf('korean', { ...korean, visa: true })).toEqual([]);
  });
});
