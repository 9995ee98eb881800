import {
  badgeAffiliation,
  badgeCode,
  badgeDisplayName,
  parseBadgeCode,
  refusedOutcome,
  registrationBadgeName,
  scanDay,
} from './checkIn';

describe('badges and check-in rules', () => {
  it('prints the Korean name for members from Korea, else the given name and the family name in capitals', () => {
    expect(
      badgeDisplayName({ country: 'KR', name_kr: '김민지', givenName: 'Minji', familyName: 'Kim' }),
    ).toBe('김민지');
    expect(badgeDisplayName({ country: 'KR', name_kr: ' ', givenName: 'Minji', familyName: 'Kim' })).toBe(
      'Minji KIM',
    );
    expect(
      badgeDisplayName({ country: 'NL', name_kr: '김민지', givenName: 'Anne', familyName: 'de Vries' }),
    ).toBe('Anne DE VRIES');
    expect(badgeAffiliation({ country: 'KR', affiliation: 'SNU', affiliation_kr: '서울대학교' })).toBe(
      '서울대학교',
    );
    expect(badgeAffiliation({ country: 'US', affiliation: 'MIT', affiliation_kr: '매사추세츠' })).toBe('MIT');
  });

  it("names a registration's badge as it prints: the Korean name first, else the badge's own Latin name", () => {
    const member = { country: 'KR', name_kr: '김민준', givenName: 'Min-jun', familyName: 'Kim' };
    expect(registrationBadgeName({ ...member, badgeGivenName: 'Minjun', badgeFamilyName: 'Kim' })).toBe(
      '김민준',
    );
    expect(
      registrationBadgeName({ ...member, name_kr: '', badgeGivenName: 'Minjun', badgeFamilyName: 'Kim' }),
    ).toBe('Minjun KIM');
    expect(
      registrationBadgeName({ ...member, country: 'NL', badgeGivenName: ' ', badgeFamilyName: '' }),
    ).toBe('Min-jun KIM');
  });

  it('reads back the codes it makes and nothing else', () => {
    const code = badgeCode(42, 'abcdefghijklmnopqrstuv');
    expect(parseBadgeCode(code)).toEqual({ registrationId: 42, signature: 'abcdefghijklmnopqrstuv' });
    expect(parseBadgeCode(` ${code}\n`)).not.toBeNull();
    for (const text of [
      '',
      'KSP24-0-abcdefghijklmnopqrstuv',
      'KSP24-42-short',
      'KSP24-99999999999-abcdefghijklmnopqrstuv',
      'https://x',
      'KSP24-4-abc def ghijklmnopqrstuv',
    ])
      expect(parseBadgeCode(text)).toBeNull();
  });

  it('lets paid and free registrations in and names why the others may not enter', () => {
    expect(refusedOutcome('PAID', false)).toBeNull();
    expect(refusedOutcome('FREE', false)).toBeNull();
    expect(refusedOutcome('UNPAID', false)).toBe('UNPAID');
    expect(refusedOutcome('PAID', true)).toBe('CANCELLED');
    for (const status of ['CANCELLED', 'REFUNDED', 'REFUND_REQUESTED'])
      expect(refusedOutcome(status, false)).toBe('CANCELLED');
  });

  it('puts a scan on its Korea-time day', () => {
    expect(scanDay('2024-03-20T15:00:00Z')).toBe('2024-03-21');
    expect(scanDay('2024-03-20T14:59:59Z')).toBe('2024-03-20');
  });
});
