import { FEE_TABLES, SPONSOR_PRICES, chargeInKrw, findFeeTier } from '../fees';

describe('fee tables (spec §9)', () => {
  it('prices the Korean member tiers in KRW with dinner and companion fees', () => {
    const specialist = findFeeTier('KM_TIER1');
    expect(specialist?.table.currency).toBe('KRW');
    expect(specialist?.tier).toMatchObject({ price: 180_000, dinner: 20_000, accompanyingPerson: 50_000 });
    expect(findFeeTier('KM_TIER7')?.tier.price).toBe(0);
  });

  it('prices overseas tiers in USD, online-only without dinner', () => {
    expect(findFeeTier('ON_TIER1')?.tier.price).toBe(200);
    expect(findFeeTier('ON_TIER3')?.tier).toMatchObject({ price: 0, dinner: 0 });
    expect(findFeeTier('ON_TIER3')?.table.currency).toBe('USD');
  });

  it('has unique tier codes and returns nothing for an unknown one', () => {
    const codes = FEE_TABLES.flatMap((t) => t.tiers.map((x) => x.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(findFeeTier('NOPE')).toBeUndefined();
  });

  it('prices sponsorship grades', () => {
    expect(SPONSOR_PRICES.DIAMOND).toBe(70_000_000);
    expect(SPONSOR_PRICES.AD_GRADE2).toBe(1_000_000);
  });
});

describe('the charge in KRW', () => {
  it('is the fee itself in KRW, and a USD fee times the settings’ rate', () => {
    expect(chargeInKrw(180_000, 'KRW', 1350)).toBe(180_000);
    expect(chargeInKrw(200, 'USD', 1350)).toBe(270_000);
  });
});
