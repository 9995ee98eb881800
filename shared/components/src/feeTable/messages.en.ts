// The fee tables' texts in English (FeeTables.tsx). A remote's feature that shows them spreads
// them into its own texts.
export const feeTableEn = {
  'feeTable.caption': '{table} (amounts in {currency})',
  'feeTable.tier': 'Registration type',
  'feeTable.fee': 'Registration fee',
  'feeTable.dinner': 'Dinner',
  'feeTable.accompanying': 'Accompanying person',
  'feeTable.free': 'Free',
};
