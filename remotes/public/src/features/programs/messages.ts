import type { LocaleMessages } from '@congress/i18n';

const en = {
  'program.soon': 'The programme is being finalised and will be published here.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'program.soon': '프로그램은 확정되는 대로 이곳에 게시됩니다.',
};

export const messages: LocaleMessages = { en, ko };
