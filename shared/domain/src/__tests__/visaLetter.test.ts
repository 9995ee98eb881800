// Visa invitation letter rules (docs/decisions.md, "Visa invitation letters"), as the member
// area's form and the API apply them.
import {
  mayDecideVisaLetter,
  mayRevokeVisaLetter,
  memberMayChangeVisaLetter,
  visaLetterReference,
  VISA_PASSPORT_VALID_UNTIL,
} from '../index';
import { seoulToday, toFieldErrors, visaLetterDecisionSchema, visaLetterSchema } from '../validation';

const TODAY = '2024-01-10';
const valid = {
  visaGivenName: 'Anne',
  visaFamilyName: 'de Vries',
  visaCountry: 'Netherlands',
  visaPassportNumber: 'nx 1234567',
  visaBirth: '1980-04-02',
  visaIssue: '2020-01-15',
  visaExpire: '2030-01-14',
};

const errorsOf = (values: Record<string, unknown>, today = TODAY) => {
  const result = visaLetterSchema(today).safeParse(values);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('visa letter request', () => {
  it('accepts a complete passport and normalises the passport number', () => {
    const result = visaLetterSchema(TODAY).parse(valid);
    expect(result.visaPassportNumber).toBe('NX1234567');
    expect(result.visaFamilyName).toBe('de Vries');
  });

  it('requires every field', () => {
    expect(
      errorsOf({})
        .map((e) => e.field)
        .sort(),
    ).toEqual(
      [
        'visaBirth',
        'visaCountry',
        'visaExpire',
        'visaFamilyName',
        'visaGivenName',
        'visaIssue',
        'visaPassportNumber',
      ].sort(),
    );
    expect(errorsOf({ ...valid, visaBirth: '  ' })).toEqual([
      { field: 'visaBirth', code: 'validation.required' },
    ]);
  });

  it.each([
    ['visaGivenName', 'Анна', 'validation.latinName'],
    ['visaFamilyName', '김', 'validation.latinName'],
    ['visaFamilyName', 'Müller', 'validation.latinName'],
    ['visaCountry', '대한민국', 'validation.latinText'],
    ['visaCountry', 'Côte d’Ivoire', 'validation.latinText'],
    ['visaPassportNumber', 'AB-12345', 'validation.passportNumber'],
    ['visaPassportNumber', '1234', 'validation.passportNumber'],
    ['visaPassportNumber', 'A'.repeat(21), 'validation.passportNumber'],
    ['visaBirth', '1980-02-30', 'validation.date'],
  ])('refuses %s = %j (%s)', (field, value, code) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual([{ field, code }]);
  });

  it('accepts nationality with punctuation in Latin letters', () => {
    expect(errorsOf({ ...valid, visaCountry: "Korea, Democratic People's Republic of" })).toEqual([]);
    expect(errorsOf({ ...valid, visaCountry: 'United Kingdom (British citizen)' })).toEqual([]);
  });

  it('keeps birth, issue and expiry in order', () => {
    expect(errorsOf({ ...valid, visaBirth: TODAY, visaIssue: '2023-01-01' })).toEqual([
      { field: 'visaBirth', code: 'validation.birthInPast' },
      { field: 'visaIssue', code: 'validation.issueAfterBirth' },
    ]);
    expect(errorsOf({ ...valid, visaIssue: '2024-01-11' })).toEqual([
      { field: 'visaIssue', code: 'validation.issueInFuture' },
    ]);
    expect(errorsOf({ ...valid, visaIssue: '1980-04-02' })).toEqual([
      { field: 'visaIssue', code: 'validation.issueAfterBirth' },
    ]);
    expect(errorsOf({ ...valid, visaExpire: '2020-01-15' })).toEqual([
      { field: 'visaExpire', code: 'validation.expiryAfterIssue' },
    ]);
  });

  it('refuses an expired passport and one expiring within six months of the congress', () => {
    expect(errorsOf({ ...valid, visaExpire: '2024-01-10' })).toEqual([
      { field: 'visaExpire', code: 'validation.passportExpired' },
    ]);
    expect(errorsOf({ ...valid, visaExpire: '2024-09-20' })).toEqual([
      { field: 'visaExpire', code: 'validation.passportValidity' },
    ]);
    expect(errorsOf({ ...valid, visaExpire: VISA_PASSPORT_VALID_UNTIL })).toEqual([]);
    // Later, a passport still valid after the congress but expired today is refused as expired.
    expect(errorsOf({ ...valid, visaExpire: '2025-01-01' }, '2026-05-01')).toEqual([
      { field: 'visaExpire', code: 'validation.passportExpired' },
    ]);
  });

  it("takes today's date in Korea time", () => {
    expect(seoulToday(new Date('2024-01-09T14:59:59Z'))).toBe('2024-01-09');
    expect(seoulToday(new Date('2024-01-09T15:00:00Z'))).toBe('2024-01-10');
  });
});

describe('visa letter decision', () => {
  it('needs a reason to reject, none to approve', () => {
    expect(visaLetterDecisionSchema.safeParse({ decision: 'APPROVED' }).success).toBe(true);
    // GraphQL passes an omitted reason as null.
    expect(visaLetterDecisionSchema.parse({ decision: 'APPROVED', reason: null })).toEqual({
      decision: 'APPROVED',
      reason: undefined,
    });
    const rejected = visaLetterDecisionSchema.safeParse({ decision: 'REJECTED', reason: '  ' });
    expect(rejected.success ? [] : toFieldErrors(rejected.error)).toEqual([
      { field: 'reason', code: 'validation.required' },
    ]);
    expect(
      visaLetterDecisionSchema.safeParse({ decision: 'REJECTED', reason: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(visaLetterDecisionSchema.safeParse({ decision: 'REQUESTED' }).success).toBe(false);
  });

  it('lets the member change a request until it is approved; organisers decide waiting ones', () => {
    expect(memberMayChangeVisaLetter(null)).toBe(true);
    expect(memberMayChangeVisaLetter('REQUESTED')).toBe(true);
    expect(memberMayChangeVisaLetter('REJECTED')).toBe(true);
    expect(memberMayChangeVisaLetter('APPROVED')).toBe(false);
    expect(mayDecideVisaLetter('REQUESTED')).toBe(true);
    expect(mayDecideVisaLetter('APPROVED')).toBe(false);
    expect(mayDecideVisaLetter('REJECTED')).toBe(false);
  });

  it('lets organisers withdraw issued letters only', () => {
    expect(mayRevokeVisaLetter('APPROVED')).toBe(true);
    expect(mayRevokeVisaLetter('REQUESTED')).toBe(false);
    expect(mayRevokeVisaLetter('REJECTED')).toBe(false);
  });

  it('numbers letters KSP2024-VL-0001 on', () => {
    expect(visaLetterReference(7)).toBe('KSP2024-VL-0007');
    expect(visaLetterReference(12345)).toBe('KSP2024-VL-12345');
  });
});
