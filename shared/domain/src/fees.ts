// Registration fees and sponsorship prices of spec §9.
import type { RegistrationCurrency, SponsorGrade } from './enums';

export interface FeeTier {
  /** Tier code stored in RegistrationList.category. */
  code: string;
  /** i18n message id of the label. */
  labelId: string;
  price: number;
  dinner: number;
  accompanyingPerson: number;
}

export interface FeeTable {
  id: 'KOREA_MEMBER' | 'KOREA_NON_MEMBER' | 'OVERSEAS_NON_MEMBER';
  currency: RegistrationCurrency;
  tiers: readonly FeeTier[];
}

const krw = (code: string, labelId: string, price: number): FeeTier => ({
  code,
  labelId,
  price,
  dinner: 20_000,
  accompanyingPerson: 50_000,
});

export const FEE_TABLES: readonly FeeTable[] = [
  {
    id: 'KOREA_MEMBER',
    currency: 'KRW',
    tiers: [
      krw('KM_TIER1', 'fee.koreaMember.specialist', 180_000),
      krw('KM_TIER2', 'fee.koreaMember.militaryDoctor', 100_000),
      krw('KM_TIER3', 'fee.koreaMember.specialMember', 180_000),
      krw('KM_TIER4', 'fee.koreaMember.specialMemberTrainee', 100_000),
      krw('KM_TIER5', 'fee.koreaMember.preferential', 0),
      krw('KM_TIER6', 'fee.koreaMember.senior', 80_000),
      krw('KM_TIER7', 'fee.koreaMember.resident', 0),
    ],
  },
  {
    id: 'KOREA_NON_MEMBER',
    currency: 'KRW',
    tiers: [
      krw('KN_TIER1', 'fee.koreaNonMember.tier1', 250_000),
      krw('KN_TIER2', 'fee.koreaNonMember.tier2', 130_000),
      krw('KN_TIER3', 'fee.koreaNonMember.medicalStudent', 0),
    ],
  },
  {
    id: 'OVERSEAS_NON_MEMBER',
    currency: 'USD',
    tiers: [
      { code: 'ON_TIER1', labelId: 'fee.overseas.tier1', price: 200, dinner: 20, accompanyingPerson: 50 },
      { code: 'ON_TIER2', labelId: 'fee.overseas.tier2', price: 100, dinner: 20, accompanyingPerson: 50 },
      { code: 'ON_TIER3', labelId: 'fee.overseas.onlineOnly', price: 0, dinner: 0, accompanyingPerson: 50 },
      {
        code: 'ON_TIER4',
        labelId: 'fee.overseas.preferential',
        price: 0,
        dinner: 20,
        accompanyingPerson: 50,
      },
    ],
  },
];

export function findFeeTier(code: string): { table: FeeTable; tier: FeeTier } | undefined {
  for (const table of FEE_TABLES) {
    const tier = table.tiers.find((t) => t.code === code);
    if (tier) return { table, tier };
  }
  return undefined;
}

/** Sponsorship and advertisement prices in KRW (spec §9). */
export const SPONSOR_PRICES: Record<SponsorGrade, number> = {
  DIAMOND: 70_000_000,
  PLATINUM: 50_000_000,
  GOLD: 30_000_000,
  SILVER: 20_000_000,
  BRONZE: 10_000_000,
  GARNET: 5_000_000,
  AD_GRADE1: 2_000_000,
  AD_GRADE2: 1_000_000,
};

/** Tier colours for the sponsor grades that have one (spec §9). */
export const SPONSOR_COLOURS: Partial<Record<SponsorGrade, string>> = {
  DIAMOND: '#7fd3e6',
  PLATINUM: '#a0a7b0',
  GOLD: '#c9a227',
  SILVER: '#b4b4b4',
  BRONZE: '#b0703c',
  GARNET: '#8b1e3f',
};
