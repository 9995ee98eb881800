// Ways to pay (issue 27 §2, docs/decisions.md "Ways to pay"): what KG Mobilians offers a member of
// each fee track, the virtual account's deposit deadline, and the banks by their KFTC codes (what KG
// sends as bank_code, what a refund to a bank account names).
import type { PayCashCode, RegistrationCurrency } from './enums';
import { labelIn, type Label } from './lists/types';

/**
 * Korean fees (KRW): card, virtual account, real-time transfer and phone. Overseas fees (USD):
 * card only, since a virtual account and a transfer need a Korean bank account and phone payment a
 * Korean mobile subscription.
 */
export const PAYMENT_METHODS: Record<RegistrationCurrency, readonly PayCashCode[]> = {
  KRW: ['CN', 'VA', 'RA', 'MC'],
  USD: ['CN'],
};

export const paymentMethodsFor = (currency: string): readonly PayCashCode[] =>
  currency === 'KRW' ? PAYMENT_METHODS.KRW : PAYMENT_METHODS.USD;

/** KG accepts a deposit deadline (va_deposit_closure) at most 7 days ahead. */
export const VA_DEPOSIT_DAYS = 7;

/** Banks by KFTC code (KG's bank_code). */
export const BANK_NAMES: Record<string, Label> = {
  '002': { en: 'KDB Korea Development Bank', ko: 'KDB산업은행' },
  '003': { en: 'IBK Industrial Bank of Korea', ko: 'IBK기업은행' },
  '004': { en: 'KB Kookmin Bank', ko: 'KB국민은행' },
  '007': { en: 'Suhyup Bank', ko: '수협은행' },
  '011': { en: 'NongHyup Bank', ko: 'NH농협은행' },
  '020': { en: 'Woori Bank', ko: '우리은행' },
  '023': { en: 'SC First Bank', ko: 'SC제일은행' },
  '027': { en: 'Citibank Korea', ko: '한국씨티은행' },
  '031': { en: 'iM Bank (Daegu)', ko: 'iM뱅크(대구)' },
  '032': { en: 'Busan Bank', ko: '부산은행' },
  '034': { en: 'Kwangju Bank', ko: '광주은행' },
  '035': { en: 'Jeju Bank', ko: '제주은행' },
  '037': { en: 'Jeonbuk Bank', ko: '전북은행' },
  '039': { en: 'Kyongnam Bank', ko: '경남은행' },
  '045': { en: 'MG Community Credit Cooperatives', ko: '새마을금고' },
  '048': { en: 'Shinhyup', ko: '신협' },
  '071': { en: 'Korea Post', ko: '우체국' },
  '081': { en: 'Hana Bank', ko: '하나은행' },
  '088': { en: 'Shinhan Bank', ko: '신한은행' },
  '089': { en: 'K Bank', ko: '케이뱅크' },
  '090': { en: 'Kakao Bank', ko: '카카오뱅크' },
  '092': { en: 'Toss Bank', ko: '토스뱅크' },
};

export const BANK_CODES = Object.keys(BANK_NAMES);

/** A bank's name in the language (its code when unknown, so nothing is hidden). */
export const bankName = (code: string, locale: string): string => {
  const label = BANK_NAMES[code];
  return label ? labelIn(label, locale) : code;
};

/** A refund account number: digits, with the dashes a bank prints, 10 to 20 digits. */
export const validRefundAccountNo = (value: string): boolean => {
  const digits = value.replace(/-/g, '');
  return /^[0-9-]+$/.test(value) && /^\d{10,20}$/.test(digits);
};
