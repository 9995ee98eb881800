import { feeTableEn } from '@congress/components/fee-table/messages.en';

// One file per language: a page fetches only the texts of the language shown (features/index.ts).
// With the fee tables' texts (the tables themselves are @congress/components/fee-table).
export const en = {
  ...feeTableEn,
  'fees.period': 'Registration period (Korea time): {start} – {end}',
  'fees.periodUnknown': 'Registration period: see the registration page.',
  'fees.registerCta': 'Register now',
};
