// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'pilot.title': 'KSP 2024',
  'pilot.subtitle': 'Precision nutrition — from tissue to table',
};
