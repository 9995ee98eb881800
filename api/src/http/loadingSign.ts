// The page a member area or back-office address gets before any script has arrived (issue 36):
// the host's index.html with a loading sign in its #root, in the reader's language. On a slow
// phone the scripts take seconds; the sign shows with the HTML, and React replaces it when the
// app renders its first screen. Public pages come rendered (modules/publicPages) and do not need it.
import type { Locale } from '@congress/domain';
import { aheadScriptTag, type AheadScript } from './aheadScript';

/** The words of the app's own loading sign (shared/i18n `common.loading`). */
const LOADING: Record<Locale, string> = { en: 'Loading…', ko: '불러오는 중…' };

/**
 * Self-contained styles: the app's stylesheets have not arrived yet. The Korean webfont's sheet is
 * in the page's head (the host's index.html): first, so that a Korean text never meets a system font
 * without Hangul (a bold in one had no glyphs).
 */
const STYLE =
  '.boot-loading{min-height:60vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;' +
  'font:16px/1.5 "Noto Sans KR","Apple SD Gothic Neo","Malgun Gothic",system-ui,sans-serif;color:#333}' +
  '.boot-loading::before{content:"";width:48px;height:48px;border-radius:50%;border:6px solid rgba(214,36,110,.2);' +
  'border-top-color:#d6246e;animation:boot-spin .9s linear infinite}' +
  '@keyframes boot-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.boot-loading::before{animation-duration:3s}}';

/**
 * The shell's HTML in `locale` (its `lang`) with the loading sign in the empty #root, and the
 * route's ahead script first in its head (an external script of the remote, which the page's
 * Content-Security-Policy allows as it allows the remote's chunks); the HTML unchanged when it has
 * no empty #root (a template of another shape).
 */
export function withLoadingSign(indexHtml: string, locale: Locale, ahead?: AheadScript): string {
  if (!indexHtml.includes('<div id="root"></div>')) return indexHtml;
  const withSign = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"><style>${STYLE}</style><div class="boot-loading" role="status">${LOADING[locale]}</div></div>`,
    );
  return ahead ? withSign.replace(/<head>/, (head) => head + aheadScriptTag(ahead)) : withSign;
}
