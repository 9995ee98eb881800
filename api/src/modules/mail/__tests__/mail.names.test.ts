import { amountText, namedValues } from '../mail.names';

describe('coded and stored values as a mail shows them', () => {
  it.each([
    ['180000', '180,000'],
    ['200', '200'],
    ['1234567.5', '1,234,567.5'],
    [250000, '250,000'],
    ['', ''],
    ['free', 'free'],
    [null, null],
  ])('the amount %p reads %p', (stored, shown) => {
    expect(amountText(stored)).toBe(shown);
  });

  it("a registration mail's price has thousands separators, and a receipt's kind is named", () => {
    expect(namedValues('EVENT_REGISTRATION', { price: '180000', currency: 'KRW' }, 'ko')).toMatchObject({
      price: '180,000',
      currency: 'KRW',
    });
    expect(namedValues('PAYMENT_RECEIPT', { kind: 'CANCELLATION' }, 'ko').kind).toBe('결제 취소 (환불)');
    expect(namedValues('PAYMENT_RECEIPT', { kind: 'PAYMENT' }, 'en').kind).toBe('Payment');
    // A sponsor's price comes formatted already and is no registration's.
    expect(namedValues('SPONSOR_APPLICATION', { price: '30,000,000' }, 'en').price).toBe('30,000,000');
  });
});
