// The HTML of a server-rendered public page: the host's built index.html (its scripts and the font
// sheet, as deployed) with the rendered app in #root, the page's language, title, description and
// styles, and the state the browser hydrates it with (docs/decisions.md, "One renderer").
import { PAGE_STATE_ELEMENT_ID, type Locale, type RemoteName, type RouteTable } from '@congress/domain';
import type { RenderedPage } from './renderPool';
import escapeHtml from 'escape-html';
import { aheadScriptTag, type AheadScript } from '../../http/aheadScript';

/** JSON that cannot end its script element or open a comment: `<` is written as \u003c. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageState {
  locale: Locale;
  routeTables: Partial<Record<RemoteName, RouteTable>>;
  pageQueries: Record<string, unknown>;
  /** Where the API and the remotes are (what /runtime-config.json answers): no request before hydrating. */
  runtimeConfig: unknown;
}

/** The app's entry script as the host's build writes it into index.html. */
const APP_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** The host's script that starts the app at the reader's first move (hosts/shell/src/ahead/start.ts). */
const START_SCRIPT = '/ahead/start.js';

/** Whether the built index.html has the shape this module fills in. */
export const fillable = (shellHtml: string) =>
  shellHtml.includes('<div id="root"></div>') && APP_SCRIPT.test(shellHtml);

/** `ahead`: the route's script to load ahead of the app (a post's view count), first in the head. */
export function renderedPageHtml(
  shellHtml: string,
  page: RenderedPage,
  state: PageState,
  ahead?: AheadScript,
): string {
  const state_ = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
  let html = shellHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${state.locale}"`)
    // The page reads without scripts: the notice that it needs them is for the app's other pages.
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state_}`)
    .replace('</head>', () => `${page.styles}</head>`)
    // The page reads without the app, which starts at the reader's first move (docs/decisions.md,
    // "The app at the reader's first move").
    .replace(
      APP_SCRIPT,
      (_tag, app: string) => `<script defer src="${START_SCRIPT}" data-app="${app}"></script>`,
    );
  if (ahead) html = html.replace(/<head>/, (head) => head + aheadScriptTag(ahead));
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description!)}"`,
    );
  return html;
}
