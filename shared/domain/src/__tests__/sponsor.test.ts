// Spec §5 business number and §9 sponsorship prices, as the form and the API apply them.
import { SPONSOR_GRADES, sponsorPrice } from '../index';
import { businessNumberRule, sponsorApplicationSchema } from '../validation';

const valid = {
  companyName_en: 'Busan Bio',
  managerName: 'Kim Minji',
  email: 'minji@busanbio.example',
  mobilePhone: '010-1234-5678',
  grade: 'GOLD',
  paymentSchedule: 'LUMP_SUM',
  privacyConsent: true,
};

describe('business number', () => {
  it.each(['1234567890', '123-45-67890', ' 123-45-67890 '])('accepts %j', (value) => {
    expect(businessNumberRule.safeParse(value).success).toBe(true);
  });
  it.each([
    '',
    '123456789',
    '12345678901',
    '123-456-7890',
    '12-345-67890',
    '123-45-678901',
    '123 45 67890',
    'abc-de-fghij',
    '１２３４５６７８９０',
  ])('refuses %j', (value) => {
    const result = businessNumberRule.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('validation.businessNumber');
  });
  it('is optional in the application, but checked when filled', () => {
    expect(sponsorApplicationSchema.safeParse({ ...valid, bizNumber: '' }).success).toBe(true);
    expect(sponsorApplicationSchema.safeParse({ ...valid, bizNumber: '123-45-6789' }).success).toBe(false);
  });
});

describe('sponsorship prices (spec §9, KRW)', () => {
  it('has the price of every grade', () => {
    expect(Object.fromEntries(SPONSOR_GRADES.map((g) => [g, sponsorPrice(g)]))).toEqual({
      DIAMOND: 70_000_000,
      PLATINUM: 50_000_000,
      GOLD: 30_000_000,
      SILVER: 20_000_000,
      BRONZE: 10_000_000,
      GARNET: 5_000_000,
      AD_GRADE1: 2_000_000,
      AD_GRADE2: 1_000_000,
    });
  });
  it('takes no price from the application', () => {
    const parsed = sponsorApplicationSchema.parse({ ...valid, price: 1 });
    expect(parsed).not.toHaveProperty('price');
  });
  it('needs the tax-invoice details when a tax invoice is asked for', () => {
    const result = sponsorApplicationSchema.safeParse({ ...valid, taxBill: true });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'bizNumber',
      'businessRegistration',
      'taxBillEmail',
      'taxBillSchedule',
    ]);
  });
  it('says "required" for the tax-invoice timing left unselected, "invalid" for an unknown one', () => {
    const details = { taxBill: true, bizNumber: '123-45-67890', taxBillEmail: 'tax@example.org' };
    const issues = (taxBillSchedule: string) =>
      sponsorApplicationSchema
        .safeParse({ ...valid, ...details, taxBillSchedule })
        .error?.issues.filter((i) => i.path[0] === 'taxBillSchedule')
        .map((i) => i.message);
    expect(issues('')).toEqual(['validation.required']);
    expect(issues('  ')).toEqual(['validation.required']);
    expect(issues('NEXT_YEAR')).toEqual(['validation.invalid']);
    expect(issues('MONTH_END')).toEqual([]);
  });
});
