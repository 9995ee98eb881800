import {
  BANK_CODES,
  bankName,
  paymentMethodsFor,
  validRefundAccountNo,
  VA_DEPOSIT_DAYS,
} from '../paymentMethods';
import { CASH_CODE_LABELS } from '../lists/payments';

describe('ways to pay', () => {
  it('offers card, virtual account, transfer and phone for Korean fees, card only for overseas fees', () => {
    expect(paymentMethodsFor('KRW')).toEqual(['CN', 'VA', 'RA', 'MC']);
    expect(paymentMethodsFor('USD')).toEqual(['CN']);
    // Each offered method has a name in both languages.
    for (const code of paymentMethodsFor('KRW')) {
      expect(CASH_CODE_LABELS[code].en).toMatch(/\S/);
      expect(CASH_CODE_LABELS[code].ko).toMatch(/[가-힣]/);
    }
  });

  it('gives a virtual account at most KG’s 7 days', () => {
    expect(VA_DEPOSIT_DAYS).toBeLessThanOrEqual(7);
  });

  it('names banks by their KFTC code in both languages, and shows an unknown code as is', () => {
    expect(bankName('088', 'en')).toBe('Shinhan Bank');
    expect(bankName('088', 'ko')).toBe('신한은행');
    expect(bankName('999', 'ko')).toBe('999');
    expect(BANK_CODES.every((code) => /^\d{3}$/.test(code))).toBe(true);
  });

  it('accepts a refund account of 10 to 20 digits, dashes allowed', () => {
    expect(validRefundAccountNo('123-456-7890123')).toBe(true);
    expect(validRefundAccountNo('1234567890')).toBe(true);
    expect(validRefundAccountNo('123456789')).toBe(false);
    expect(validRefundAccountNo('123456789012345678901')).toBe(false);
    expect(validRefundAccountNo('12345 67890')).toBe(false);
    expect(validRefundAccountNo('1234abc7890')).toBe(false);
  });
});
