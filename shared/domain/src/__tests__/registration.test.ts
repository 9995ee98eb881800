import {
  feeTablesFor,
  initialPriceStatus,
  mayRecordBankTransfer,
  mayRecordPayResult,
  memberMayEdit,
  nextPriceStatus,
  registrationFee,
  registrationOpen,
  registrationTabsFor,
  SPEC_REGISTRATION_WINDOW,
} from '../registration';
import { registrationSchema } from '../validation/registration';

const base = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: false,
  accompanyingPerson: 0,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

describe('registration fee (spec §9)', () => {
  it('adds dinner and accompanying persons to the tier price, in whole KRW', () => {
    // The issue's journey: tier 1 specialist, dinner, one accompanying person.
    expect(
      registrationFee({
        category: 'KM_TIER1',
        attend: 'OFFLINE',
        dinnerAttendance: true,
        accompanyingPerson: 1,
      }),
    ).toEqual({
      currency: 'KRW',
      registration: 180_000,
      dinner: 20_000,
      accompanying: 50_000,
      total: 250_000,
      table: 'KOREA_MEMBER',
    });
  });

  it('prices overseas tiers in whole USD', () => {
    const fee = registrationFee({
      category: 'ON_TIER2',
      attend: 'OFFLINE',
      dinnerAttendance: true,
      accompanyingPerson: 2,
    });
    expect(fee).toMatchObject({ currency: 'USD', total: 100 + 20 + 100 });
    expect(Number.isInteger(fee?.total)).toBe(true);
  });

  it('knows no unknown tier', () => {
    expect(
      registrationFee({ category: 'X', attend: 'OFFLINE', dinnerAttendance: false, accompanyingPerson: 0 }),
    ).toBeUndefined();
  });
});

describe('tracks by country (spec §2)', () => {
  it('shows Korea tabs 0 and 2, others 1 and 2, default all', () => {
    expect(registrationTabsFor('KR')).toEqual([0, 2]);
    expect(registrationTabsFor('US')).toEqual([1, 2]);
    expect(registrationTabsFor(null)).toEqual([0, 1, 2]);
  });

  it('offers KRW tables to Korea and the USD table elsewhere', () => {
    expect(feeTablesFor('KR').map((t) => t.currency)).toEqual(['KRW', 'KRW']);
    expect(feeTablesFor('JP').map((t) => t.id)).toEqual(['OVERSEAS_NON_MEMBER']);
    expect(feeTablesFor(undefined)).toHaveLength(3);
  });
});

describe('registration form schema', () => {
  it('accepts a complete form', () => {
    expect(registrationSchema.safeParse(base).success).toBe(true);
  });

  it('refuses a dinner or companions online and the online-only tier on site', () => {
    const online = registrationSchema.safeParse({
      ...base,
      attend: 'ONLINE',
      dinnerAttendance: true,
      accompanyingPerson: 1,
    });
    expect(online.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.onlineNoAccompanying',
      'validation.onlineNoDinner',
    ]);
    const onSite = registrationSchema.safeParse({ ...base, category: 'ON_TIER3' });
    expect(onSite.error?.issues[0]?.message).toBe('validation.onlineOnlyTier');
  });

  it('refuses unknown tiers, negative or fractional companions and a Hangul badge name', () => {
    for (const wrong of [
      { category: 'KM_TIER99' },
      { accompanyingPerson: -1 },
      { accompanyingPerson: 1.5 },
      { accompanyingPerson: 6 },
      { badgeFamilyName: '김' },
    ])
      expect(registrationSchema.safeParse({ ...base, ...wrong }).success).toBe(false);
  });
});

describe('window (spec §5, Asia/Seoul)', () => {
  it('includes both ends in Korea time', () => {
    expect(registrationOpen(SPEC_REGISTRATION_WINDOW, new Date('2024-04-30T14:59:59Z'))).toBe(false);
    expect(registrationOpen(SPEC_REGISTRATION_WINDOW, new Date('2024-04-30T15:00:00Z'))).toBe(true);
    expect(registrationOpen(SPEC_REGISTRATION_WINDOW, new Date('2024-09-29T14:59:59.999Z'))).toBe(true);
    expect(registrationOpen(SPEC_REGISTRATION_WINDOW, new Date('2024-09-29T15:00:00Z'))).toBe(false);
  });
});

describe('price_status transitions', () => {
  it('starts free or unpaid, edits only before payment', () => {
    expect(initialPriceStatus(0)).toBe('FREE');
    expect(initialPriceStatus(1)).toBe('UNPAID');
    expect(memberMayEdit('UNPAID')).toBe(true);
    expect(memberMayEdit('PAID')).toBe(false);
    expect(memberMayEdit('REFUNDED')).toBe(false);
  });

  it('pays, refunds and refuses what does not apply', () => {
    expect(nextPriceStatus('UNPAID', 'PAID')).toBe('PAID');
    expect(nextPriceStatus('PAID', 'PAID')).toBe('PAID');
    expect(nextPriceStatus('PAID', 'REFUNDED')).toBe('REFUNDED');
    expect(nextPriceStatus('UNPAID', 'REFUNDED')).toBeNull();
    expect(nextPriceStatus('REFUNDED', 'PAID')).toBeNull();
    expect(nextPriceStatus('CANCELLED', 'PAID')).toBeNull();
    expect(nextPriceStatus('PAID', 'REPRICED_UNPAID')).toBeNull();
  });
});

describe('organiser payment results', () => {
  it('records paid only for an open or failed request, failed only for an open one', () => {
    expect(mayRecordPayResult('REQUESTED', 'PAID')).toBe(true);
    expect(mayRecordPayResult('ERROR', 'PAID')).toBe(true);
    expect(mayRecordPayResult('REQUESTED', 'ERROR')).toBe(true);
    expect(mayRecordPayResult('PAID', 'ERROR')).toBe(false);
    expect(mayRecordPayResult('PAID', 'PAID')).toBe(false);
    expect(mayRecordPayResult('CANCELLED', 'PAID')).toBe(false);
    expect(mayRecordPayResult('PAID', 'CANCELLED')).toBe(false);
    expect(mayRecordPayResult('REQUESTED', 'BANK_TRANSFER')).toBe(false);
    expect(mayRecordPayResult('ERROR', 'REQUESTED')).toBe(false);
  });

  it('records a bank transfer only for an unpaid registration', () => {
    expect(mayRecordBankTransfer('UNPAID')).toBe(true);
    for (const status of ['FREE', 'PAID', 'REFUND_REQUESTED', 'REFUNDED', 'CANCELLED'] as const)
      expect(mayRecordBankTransfer(status)).toBe(false);
  });
});
