// Korean particles after a value (issue 36): a template cannot know whether {presentation} ends in
// a consonant, so it writes both forms, 포스터 발표(으)로, and the mail reads 포스터 발표로. The
// choice follows the final sound of the syllable (or digit, as read in Sino-Korean) before it,
// across closing tags (<b>{x}</b>(으)로). After anything else (a Latin letter, a quote) the
// written form stays: it is correct either way.

/** Both forms as templates write them, and which to use after a final consonant or not. */
const PARTICLES: Record<string, { afterConsonant: string; afterVowel: string; rieulTakesVowelForm?: true }> =
  {
    '(으)로': { afterConsonant: '으로', afterVowel: '로', rieulTakesVowelForm: true },
    '이(가)': { afterConsonant: '이', afterVowel: '가' },
    '을(를)': { afterConsonant: '을', afterVowel: '를' },
    '은(는)': { afterConsonant: '은', afterVowel: '는' },
    '과(와)': { afterConsonant: '과', afterVowel: '와' },
    '와(과)': { afterConsonant: '과', afterVowel: '와' },
    '(이)라는': { afterConsonant: '이라는', afterVowel: '라는' },
  };

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;
const RIEUL = 8;

/** How each digit is read (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구): its final consonant. */
const DIGIT_FINAL = [21, RIEUL, 0, 16, 0, 0, 1, RIEUL, RIEUL, 0];

/** The final consonant's index (0: none, 8: ㄹ), or null when the character is not Korean-read. */
export function finalConsonant(character: string): number | null {
  const code = character.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % FINALS;
  if (/^\d$/.test(character)) return DIGIT_FINAL[Number(character)] ?? null;
  return null;
}

/** The particle that follows `word` (`particle` as written in a template, e.g. "(으)로"). */
export function particleAfter(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  const last = [...word.trimEnd()].at(-1);
  const final = last === undefined ? null : finalConsonant(last);
  if (!forms || final === null) return particle;
  if (final === 0 || (final === RIEUL && forms.rieulTakesVowelForm)) return forms.afterVowel;
  return forms.afterConsonant;
}

const escaped = Object.keys(PARTICLES).map((p) => p.replace(/[()]/g, '\\$&'));
const WRITTEN = new RegExp(`([\\uAC00-\\uD7A3\\d])((?:</[a-z]+>)*)(${escaped.join('|')})`, 'g');

/** Every particle written in both forms, chosen by the syllable before it (see above). */
export const resolveKoreanParticles = (text: string): string =>
  text.replace(
    WRITTEN,
    (_all, last: string, tags: string, particle: string) => `${last}${tags}${particleAfter(last, particle)}`,
  );
