// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'home.heroTitle': 'KSP 2024 — The 1st Congress & International Symposium',
  'home.heroLead': 'Precision nutrition in pathology: from tissue to table.',
  'home.when': 'When',
  'home.where': 'Where',
  'home.theme': 'Theme',
  'home.quickLinks': 'Quick links',
  'popup.hideToday': 'Do not show again today',
  'popup.close': 'Close',
  'popup.closeLabel': 'Close “{title}”',
};
