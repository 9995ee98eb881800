// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'privacy.version': 'Version {version}, in force since {date}',
};
