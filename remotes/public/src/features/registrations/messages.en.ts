// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'fees.period': 'Registration period (Korea time): {start} – {end}',
  'fees.periodUnknown': 'Registration period: see the registration page.',
  'fees.category': 'Category',
  'fees.fee': 'Registration fee',
  'fees.dinner': 'Dinner',
  'fees.accompanying': 'Accompanying person',
  'fees.free': 'Free',
  'fees.registerCta': 'Register now',
};
