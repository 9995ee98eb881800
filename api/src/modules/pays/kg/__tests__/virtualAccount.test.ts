import { isDepositNotification, vaClosesAt, vaDepositClosure } from '../protocol';

describe('virtual-account dates (KST) and the deposit notification', () => {
  it('asks KG for a deadline N Korean days ahead, even across midnight UTC', () => {
    // 2024-06-01 23:30 KST is still 2024-06-01 in Korea (14:30 UTC).
    expect(vaDepositClosure(new Date('2024-06-01T14:30:00Z'), 7)).toBe('20240608');
    // 2024-06-01 00:30 KST is 2024-05-31 15:30 UTC: the Korean date counts.
    expect(vaDepositClosure(new Date('2024-05-31T15:30:00Z'), 7)).toBe('20240608');
  });

  it('closes the account at the end of the deadline day in Korean time', () => {
    expect(vaClosesAt('20240608')?.toISOString()).toBe('2024-06-08T14:59:59.999Z');
    expect(vaClosesAt('2024-06-08')).toBeNull();
    expect(vaClosesAt('20241340')).toBeNull();
  });

  it('tells KG’s CapitalCase deposit notification from a payment result', () => {
    expect(isDepositNotification({ Tradeid: 'KSP1', Resultcd: '0000' })).toBe(true);
    expect(isDepositNotification({ trade_id: 'KSP1', code: '0000' })).toBe(false);
  });
});
