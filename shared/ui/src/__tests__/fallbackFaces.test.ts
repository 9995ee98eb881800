// The fallback faces' figures are the ones @capsizecss computes from the fonts' metrics: a new
// Roboto or Noto Sans KR with other metrics needs them computed again.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import notoSansKR from '@capsizecss/metrics/notoSansKR';
import notoSansKR700 from '@capsizecss/metrics/notoSansKR/700';
import roboto from '@capsizecss/metrics/roboto';
import roboto500 from '@capsizecss/metrics/roboto/500';
import roboto700 from '@capsizecss/metrics/roboto/700';
import {
  HANGUL,
  LATIN,
  NOTO_SANS_KR_FALLBACK,
  ROBOTO_FALLBACK,
  fallbackFaceRules,
  fallbackFaces,
} from '../theme/fallbackFaces';

const figures = ({
  ascentOverride,
  descentOverride,
  lineGapOverride,
  sizeAdjust,
}: Record<string, string>) => ({
  ascentOverride,
  descentOverride,
  lineGapOverride,
  sizeAdjust,
});
const percent = (value: number) => `${Number((value * 100).toFixed(4))}%`;

describe('fallback faces', () => {
  const ARIAL_OVER = { 400: [roboto, arial], 500: [roboto500, arial], 700: [roboto700, arialBold] } as const;
  it.each(
    fallbackFaces
      .filter((face) => face.family === ROBOTO_FALLBACK)
      .map((face) => [face.weight, face] as const),
  )('Roboto %i over Arial has the overrides capsize computes', (weight, face) => {
    const [font, fallback] = ARIAL_OVER[weight];
    const computed = createFontStack([font, fallback], { fontFaceFormat: 'styleObject' }).fontFaces[0]?.[
      '@font-face'
    ];
    if (!computed) throw new Error('capsize wrote no face');
    expect(figures(face as unknown as Record<string, string>)).toEqual(
      figures(computed as Record<string, string>),
    );
    // Arial's own names first, as capsize writes them.
    expect(
      face.locals
        .slice(0, 2)
        .map((name) => `local('${name}')`)
        .join(', '),
    ).toBe(computed.src);
    expect(face.unicodeRange).toBe(LATIN);
  });

  const KOREAN = { 400: notoSansKR, 700: notoSansKR700 } as const;
  it.each(
    fallbackFaces
      .filter((face) => face.family === NOTO_SANS_KR_FALLBACK)
      .map((face) => [face.weight, face] as const),
  )('Noto Sans KR %i: a Korean font at its ascent and descent, Hangul only', (weight, face) => {
    const metrics = KOREAN[weight as 400 | 700];
    expect(figures(face as unknown as Record<string, string>)).toEqual({
      ascentOverride: percent(metrics.ascent / metrics.unitsPerEm),
      descentOverride: percent(-metrics.descent / metrics.unitsPerEm),
      lineGapOverride: percent(metrics.lineGap / metrics.unitsPerEm),
      sizeAdjust: '100%',
    });
    expect(face.unicodeRange).toBe(HANGUL);
  });

  it('writes one rule a face, for its characters only', () => {
    const rules = fallbackFaceRules();
    expect(rules.match(/@font-face/g)).toHaveLength(fallbackFaces.length);
    expect(rules.match(/unicode-range: U\+1100-11FF/g)).toHaveLength(2);
  });
});
