/**
 * Local fonts drawn at the size of the webfonts while those load, so the page does not move when
 * they arrive (Lighthouse counted 0.04 of layout shift on /home; 0.2 on a wide screen, where the
 * menu went from two lines to one). fallbackFaces.test.ts recomputes every figure from
 * @capsizecss/metrics.
 * - Roboto: Arial, Helvetica and Liberation Sans (Linux) share their advance widths, so one set of
 *   overrides (@capsizecss/core's for Roboto over Arial) fits all three. A device with none
 *   (Android) goes on down the stack.
 * - Noto Sans KR: its ~120 slices per weight arrive one by one as the page's syllables need them.
 *   Hangul syllables have one width in a Korean font (0.92 em in Noto Sans KR and in Noto Sans
 *   CJK KR, Android's and Linux's), so the device's own Korean font (Apple SD Gothic Neo, Malgun
 *   Gothic, Noto Sans CJK KR) is given Noto Sans KR's ascent and descent to take the same room.
 */

/** The characters of @fontsource/roboto's latin files (its latin-*.css). */
export const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** Hangul: jamo, compatibility jamo, syllables, and the CJK punctuation around them. */
export const HANGUL = 'U+1100-11FF, U+3000-303F, U+3130-318F, U+A960-A97F, U+AC00-D7FF';

export const ROBOTO_FALLBACK = 'Roboto Fallback';
export const NOTO_SANS_KR_FALLBACK = 'Noto Sans KR Fallback';

export interface FallbackFace {
  family: typeof ROBOTO_FALLBACK | typeof NOTO_SANS_KR_FALLBACK;
  weight: 400 | 500 | 700;
  /** Installed fonts, by full and PostScript name, first found wins. */
  locals: string[];
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
  unicodeRange: string;
}

const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'];
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Helvetica Bold',
];
const KOREAN = [
  'Apple SD Gothic Neo',
  'AppleSDGothicNeo-Regular',
  'Malgun Gothic',
  'Noto Sans CJK KR',
  'NotoSansCJKkr-Regular',
];
const KOREAN_BOLD = [
  'Apple SD Gothic Neo Bold',
  'AppleSDGothicNeo-Bold',
  'Malgun Gothic Bold',
  'Noto Sans CJK KR Bold',
  'NotoSansCJKkr-Bold',
];
const NOTO_SANS_KR_METRICS = {
  ascentOverride: '116%',
  descentOverride: '28.8%',
  lineGapOverride: '0%',
  sizeAdjust: '100%',
};

export const fallbackFaces: FallbackFace[] = [
  {
    family: ROBOTO_FALLBACK,
    weight: 400,
    locals: ARIAL,
    ascentOverride: '92.9771%',
    descentOverride: '24.4677%',
    lineGapOverride: '0%',
    sizeAdjust: '99.7809%',
    unicodeRange: LATIN,
  },
  {
    family: ROBOTO_FALLBACK,
    weight: 500,
    locals: ARIAL,
    ascentOverride: '92.1677%',
    descentOverride: '24.2547%',
    lineGapOverride: '0%',
    sizeAdjust: '100.6572%',
    unicodeRange: LATIN,
  },
  {
    family: ROBOTO_FALLBACK,
    weight: 700,
    locals: ARIAL_BOLD,
    ascentOverride: '98.4841%',
    descentOverride: '25.9169%',
    lineGapOverride: '0%',
    sizeAdjust: '94.2014%',
    unicodeRange: LATIN,
  },
  {
    family: NOTO_SANS_KR_FALLBACK,
    weight: 400,
    locals: KOREAN,
    ...NOTO_SANS_KR_METRICS,
    unicodeRange: HANGUL,
  },
  {
    family: NOTO_SANS_KR_FALLBACK,
    weight: 700,
    locals: KOREAN_BOLD,
    ...NOTO_SANS_KR_METRICS,
    unicodeRange: HANGUL,
  },
];

export const fallbackFaceRules = (): string =>
  fallbackFaces
    .map(
      (face) =>
        `@font-face { font-family: '${face.family}'; font-style: normal; font-weight: ${face.weight}; ` +
        `src: ${face.locals.map((name) => `local('${name}')`).join(', ')}; ` +
        `ascent-override: ${face.ascentOverride}; descent-override: ${face.descentOverride}; ` +
        `line-gap-override: ${face.lineGapOverride}; size-adjust: ${face.sizeAdjust}; unicode-range: ${face.unicodeRange}; }`,
    )
    .join('\n');
