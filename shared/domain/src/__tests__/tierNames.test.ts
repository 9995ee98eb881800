// Tier names have one home (issue 27): every tier code has a name in both languages, and the
// places that used to print the code (statistics, product name) get the name.
import { FEE_TABLES, registrationProductName, TIER_NAMES, tierName, tierNameIn } from '../fees';
import { statisticsValueLabel } from '../lists/statistics';
import { SPONSOR_GRADES } from '../enums';
import { SPONSOR_PAY_STATUSES } from '../sponsors';

const CODE = /\b[A-Z]{2}_TIER\d\b/;
const codes = FEE_TABLES.flatMap((table) => table.tiers.map((tier) => tier.code));

describe('tier names', () => {
  it.each(codes)('%s has a name in English and Korean, in its table and on its own', (code) => {
    const name = tierName(code);
    for (const locale of ['en', 'ko'] as const) {
      expect(name?.[locale]).toBeTruthy();
      expect(name?.[locale]).not.toMatch(CODE);
      expect(TIER_NAMES[code]?.[locale]).toBe(name?.[locale]);
    }
    expect(name?.ko).toMatch(/[가-힣]/);
    expect(name?.en).not.toMatch(/[가-힣]/);
  });

  it('names a tier by its table where no heading says which (two tracks have a "Specialist")', () => {
    expect(tierNameIn('KM_TIER1', 'en')).toBe('Members (Korea) · Specialist');
    expect(tierNameIn('ON_TIER1', 'en')).toBe('Overseas participants · Specialist');
    expect(tierNameIn('KM_TIER1', 'ko')).toBe('회원 (국내) · 전문의');
    expect(new Set(Object.values(TIER_NAMES).map((n) => n.en)).size).toBe(codes.length);
    expect(new Set(Object.values(TIER_NAMES).map((n) => n.ko)).size).toBe(codes.length);
    // A code that is no tier is shown as stored, not hidden.
    expect(tierNameIn('OLD_TIER', 'ko')).toBe('OLD_TIER');
  });

  it.each(codes)('the product name of %s fits the gateway (50 characters) in both languages', (code) => {
    for (const locale of ['en', 'ko']) {
      const name = registrationProductName(code, locale);
      expect(name.length).toBeLessThanOrEqual(50);
      expect(name).not.toMatch(CODE);
      expect(name).toContain(
        FEE_TABLES.flatMap((t) => t.tiers).find((t) => t.code === code)?.name[locale as 'en'],
      );
    }
    expect(registrationProductName('KM_TIER1', 'ko')).toBe('KSP 2024 등록: 전문의');
    expect(registrationProductName('KM_TIER1', 'en')).toBe('KSP 2024 registration: Specialist');
  });
});

describe('statistics values by name', () => {
  it('shows tiers, sponsor grades and sponsor statuses by name on the Korean page', () => {
    expect(statisticsValueLabel('registrationsByTier', 'KM_TIER1', 'ko')).toBe('회원 (국내) · 전문의');
    expect(statisticsValueLabel('sponsorGrade', 'GOLD', 'ko')).toBe('골드');
    expect(statisticsValueLabel('sponsorsByPaymentStatus', 'APPLIED', 'ko')).toBe('신청 접수');
    expect(statisticsValueLabel('registrationsByTrack', 'OVERSEAS_NON_MEMBER', 'en')).toBe(
      'Overseas participants',
    );
    expect(statisticsValueLabel('registrationsByTier', null, 'ko')).toBe('(없음)');
  });

  it.each([
    ['registrationsByTier', codes],
    ['sponsorGrade', SPONSOR_GRADES],
    ['sponsorsByPaymentStatus', SPONSOR_PAY_STATUSES],
  ] as const)('has a Korean name for every value of %s', (kind, values) => {
    for (const value of values) expect(statisticsValueLabel(kind, value, 'ko')).not.toBe(value);
  });
});
