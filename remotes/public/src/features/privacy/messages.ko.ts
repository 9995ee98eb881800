import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'privacy.version': '제{version}판, {date}부터 시행',
};
