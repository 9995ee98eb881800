// Registration fees and sponsorship prices of spec §9, with the names people read. A tier's name
// lives here and nowhere else (issue 27): the public fee table, the registration form, "My
// registration", the payment mail and product name, the back-office lists, statistics and their
// exports all read it, so no page or mail shows a code such as KM_TIER1.
import type { RegistrationCurrency, SponsorGrade } from './enums';
import { nameIn, type ValueLabel } from './labels';

export interface FeeTier {
  /** Tier code stored in RegistrationList.category. */
  code: string;
  /** The name in the fee table, under the table's own name ("Specialist"). */
  name: ValueLabel;
  price: number;
  dinner: number;
  accompanyingPerson: number;
}

export interface FeeTable {
  id: 'KOREA_MEMBER' | 'KOREA_NON_MEMBER' | 'OVERSEAS_NON_MEMBER';
  name: ValueLabel;
  currency: RegistrationCurrency;
  tiers: readonly FeeTier[];
}

const krw = (code: string, name: ValueLabel, price: number): FeeTier => ({
  code,
  name,
  price,
  dinner: 20_000,
  accompanyingPerson: 50_000,
});

const usd = (code: string, name: ValueLabel, price: number): FeeTier => ({
  code,
  name,
  price,
  dinner: 20,
  accompanyingPerson: 50,
});

export const FEE_TABLES: readonly FeeTable[] = [
  {
    id: 'KOREA_MEMBER',
    name: { en: 'Members (Korea)', ko: '회원 (국내)' },
    currency: 'KRW',
    tiers: [
      krw('KM_TIER1', { en: 'Specialist', ko: '전문의' }, 180_000),
      krw('KM_TIER2', { en: 'Military doctor', ko: '군의관/공보의' }, 100_000),
      krw('KM_TIER3', { en: 'Special member', ko: '특별회원' }, 180_000),
      krw('KM_TIER4', { en: 'Special member (trainee)', ko: '특별회원 (수련의)' }, 100_000),
      krw('KM_TIER5', { en: 'Preferential', ko: '우대' }, 0),
      krw('KM_TIER6', { en: 'Senior', ko: '원로회원' }, 80_000),
      krw('KM_TIER7', { en: 'Resident', ko: '전공의' }, 0),
    ],
  },
  {
    id: 'KOREA_NON_MEMBER',
    name: { en: 'Non-members (Korea)', ko: '비회원 (국내)' },
    currency: 'KRW',
    tiers: [
      krw('KN_TIER1', { en: 'Non-member specialist', ko: '비회원 전문의' }, 250_000),
      krw('KN_TIER2', { en: 'Non-member trainee', ko: '비회원 수련의' }, 130_000),
      krw('KN_TIER3', { en: 'Medical student', ko: '의대생' }, 0),
    ],
  },
  {
    id: 'OVERSEAS_NON_MEMBER',
    name: { en: 'Overseas participants', ko: '해외 참가자' },
    currency: 'USD',
    tiers: [
      usd('ON_TIER1', { en: 'Specialist', ko: '전문의' }, 200),
      usd('ON_TIER2', { en: 'Trainee', ko: '수련의' }, 100),
      { ...usd('ON_TIER3', { en: 'Online only', ko: '온라인 참가' }, 0), dinner: 0 },
      usd('ON_TIER4', { en: 'Preferential', ko: '우대' }, 0),
    ],
  },
];

/**
 * What a fee costs at the gateway or the desk: whole KRW; a USD fee at the site settings' rate
 * (KRW per USD). The API charges this; the walk-in desk shows it before taking the money.
 */
export const chargeInKrw = (amount: number, currency: string, krwPerUsd: number): number =>
  currency === 'KRW' ? amount : amount * krwPerUsd;

export function findFeeTier(code: string): { table: FeeTable; tier: FeeTier } | undefined {
  for (const table of FEE_TABLES) {
    const tier = table.tiers.find((t) => t.code === code);
    if (tier) return { table, tier };
  }
  return undefined;
}

/**
 * A tier's name where no table heading stands beside it (lists, statistics, exports, "My
 * registration"): the table's name and the tier's, "Members (Korea) · Specialist". Undefined for
 * a code that is no tier.
 */
export function tierName(code: string): ValueLabel | undefined {
  const found = findFeeTier(code);
  if (!found) return undefined;
  const { table, tier } = found;
  return { en: `${table.name.en} · ${tier.name.en}`, ko: `${table.name.ko} · ${tier.name.ko}` };
}

/** Every tier's full name by code: the `values` of list columns and statistics rows. */
export const TIER_NAMES: Readonly<Record<string, ValueLabel>> = Object.fromEntries(
  FEE_TABLES.flatMap((table) => table.tiers.map((tier) => [tier.code, tierName(tier.code) as ValueLabel])),
);

/** A tier's full name in one language; an unknown code is shown as it is stored. */
export const tierNameIn = (code: string, locale: string): string => {
  const name = tierName(code);
  return name ? nameIn(name, locale) : code;
};

/**
 * The product name of a registration payment (the gateway's product_name, the pay log and the
 * payment mail's subject): the congress and the tier's own name, within the gateway's 50
 * characters ("KSP 2024 registration: Specialist", "KSP 2024 등록: 전문의").
 */
export function registrationProductName(code: string, locale: string): string {
  const found = findFeeTier(code);
  const prefix = locale === 'ko' ? 'KSP 2024 등록' : 'KSP 2024 registration';
  if (!found) return prefix;
  return `${prefix}: ${nameIn(found.tier.name, locale)}`.slice(0, 50);
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
