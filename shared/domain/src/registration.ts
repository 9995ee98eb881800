// Registration rules of spec §5, §7 and §9 as pure functions: which fee tables a member may use,
// the fee (integers in the currency's unit, never floats), the window, and the price_status
// transitions. The API enforces them; the form shows the same numbers while the member types.
import { KOREA_CODE } from './constants';
import {
  REGISTRATION_ATTENDS,
  type PayCountry,
  type PayStatus,
  type RegistrationCurrency,
  type RegistrationPriceStatus,
} from './enums';
import { FEE_TABLES, findFeeTier, type FeeTable } from './fees';

/**
 * Registration form tabs (spec §2): 0 = Korean fees (KRW, members and non-members), 1 = overseas
 * fees (USD), 2 = information (what is included, the window). Korea shows 0 and 2, other
 * countries 1 and 2; a member without a country sees all three.
 */
export function registrationTabsFor(country: string | null | undefined): number[] {
  if (!country) return [0, 1, 2];
  return country === KOREA_CODE ? [0, 2] : [1, 2];
}

/** The fee tables a member from this country may register under (the server refuses others). */
export function feeTablesFor(country: string | null | undefined): readonly FeeTable[] {
  const tabs = registrationTabsFor(country);
  return FEE_TABLES.filter((table) => (table.currency === 'KRW' ? tabs.includes(0) : tabs.includes(1)));
}

/** KOREA for KRW tables, OVERSEAS for USD (Pay.country). */
export const payCountryOf = (currency: RegistrationCurrency): PayCountry =>
  currency === 'KRW' ? 'KOREA' : 'OVERSEAS';

export interface FeeChoice {
  /** Fee tier code (RegistrationList.category). */
  category: string;
  attend: (typeof REGISTRATION_ATTENDS)[number];
  dinnerAttendance: boolean;
  accompanyingPerson: number;
}

export interface Fee {
  currency: RegistrationCurrency;
  registration: number;
  dinner: number;
  accompanying: number;
  total: number;
  /** The fee table (RegistrationList.price_type). */
  table: FeeTable['id'];
}

/** The fee of a choice, or undefined for an unknown tier. Integer arithmetic only. */
export function registrationFee(choice: FeeChoice): Fee | undefined {
  const found = findFeeTier(choice.category);
  if (!found) return undefined;
  const { table, tier } = found;
  const dinner = choice.dinnerAttendance ? tier.dinner : 0;
  const accompanying = choice.accompanyingPerson * tier.accompanyingPerson;
  return {
    currency: table.currency,
    registration: tier.price,
    dinner,
    accompanying,
    total: tier.price + dinner + accompanying,
    table: table.id,
  };
}

/** The overseas online-only tier (spec §9: "online only", dinner 0). */
export const ONLINE_ONLY_TIERS: readonly string[] = ['ON_TIER3'];

/** Most accompanying persons one registration may bring (decided; docs/decisions.md). */
export const MAX_ACCOMPANYING_PERSONS = 5;

export interface RegistrationWindow {
  start: string;
  end: string;
}

/** Is `now` inside the window? Both ends included: the end's whole last second (23:59:59.999). */
export function registrationOpen(window: RegistrationWindow, now: Date): boolean {
  const t = now.getTime();
  return t >= Date.parse(window.start) && t < Date.parse(window.end) + 1000;
}

/**
 * The spec's window (§5), Korea time: the API's default when REGISTRATION_OPENS_AT/CLOSES_AT are
 * unset. Pages never print it: they show the window the API answers (registrationWindow), the one
 * it enforces (issue 23 §5).
 */
export const SPEC_REGISTRATION_WINDOW: RegistrationWindow = {
  start: '2024-05-01T00:00:00+09:00',
  end: '2024-09-29T23:59:59+09:00',
};

/** A new registration's price_status: nothing to pay is FREE. */
export const initialPriceStatus = (total: number): RegistrationPriceStatus =>
  total === 0 ? 'FREE' : 'UNPAID';

/** The member may change the registration only before paying (spec §7 registration_modify). */
export const memberMayEdit = (status: RegistrationPriceStatus): boolean =>
  status === 'UNPAID' || status === 'FREE';

/** A payment may be asked only for an unpaid registration. */
export const mayRequestPayment = (status: RegistrationPriceStatus): boolean => status === 'UNPAID';

export type RegistrationEvent =
  /** The gateway (or an organiser, for a bank transfer) confirmed the full amount. */
  | 'PAID'
  /** An organiser cancelled the whole payment at the gateway. */
  | 'REFUNDED'
  /** The member asked for a refund (the organiser decides). */
  | 'REFUND_REQUESTED'
  /** The registration is withdrawn before payment. */
  | 'CANCELLED'
  /** The registration changed price after edit: back to unpaid (or free). */
  | 'REPRICED_UNPAID'
  | 'REPRICED_FREE';

const TRANSITIONS: Record<
  RegistrationPriceStatus,
  Partial<Record<RegistrationEvent, RegistrationPriceStatus>>
> = {
  UNPAID: { PAID: 'PAID', CANCELLED: 'CANCELLED', REPRICED_UNPAID: 'UNPAID', REPRICED_FREE: 'FREE' },
  FREE: { CANCELLED: 'CANCELLED', REPRICED_UNPAID: 'UNPAID', REPRICED_FREE: 'FREE' },
  PAID: { REFUNDED: 'REFUNDED', REFUND_REQUESTED: 'REFUND_REQUESTED', PAID: 'PAID' },
  REFUND_REQUESTED: { REFUNDED: 'REFUNDED', PAID: 'PAID' },
  REFUNDED: {},
  CANCELLED: {},
};

/**
 * The price_status after an event, or null when the event does not apply (a refund of an unpaid
 * registration, a payment of a refunded one). PAID on PAID is allowed (a repeated notification).
 */
export function nextPriceStatus(
  current: RegistrationPriceStatus,
  event: RegistrationEvent,
): RegistrationPriceStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

/**
 * changePayStatusAtResult: the result an organiser read in the gateway's own admin (KG has no
 * status API) and records by tid. Only an open or failed request may be recorded as paid, only an
 * open one as failed; money goes back only through a cancellation (refund), a bank transfer has
 * its own call, and a paid or cancelled payment is final here.
 */
export function mayRecordPayResult(current: PayStatus, next: PayStatus): boolean {
  if (next === 'PAID') return current === 'REQUESTED' || current === 'ERROR';
  if (next === 'ERROR') return current === 'REQUESTED';
  return false;
}

/** A bank transfer may be recorded for a registration with something left to pay. */
export const mayRecordBankTransfer = (status: RegistrationPriceStatus): boolean => status === 'UNPAID';
