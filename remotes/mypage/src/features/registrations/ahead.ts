// The member's badge drawn ahead of the app (issue 36; docs/decisions.md, "The badge ahead of the
// app"). A member opens My registration at the desk to show the QR code; on a slow phone the app's
// scripts take seconds. The page's HTML loads this small script before them (the route table's
// "ahead"): it asks the API for the badge with the stored login and draws it above the loading sign,
// with the badge section's own texts. It steps aside as soon as the app has drawn a page.
import { TOKEN_STORAGE_KEY, type Locale } from '@congress/domain';
import MY_BADGE from './graphql/myBadge.graphql';
import { badgeEn, badgeKo } from './badgeMessages';

/** The fields of the app's MyBadge query that the card shows. */
interface Badge {
  registrationId: number;
  name: string;
  affiliation: string | null;
  categoryEn: string;
  categoryKo: string;
  qrSvg: string;
}

const TEXTS: Record<Locale, typeof badgeEn> = { en: badgeEn, ko: badgeKo };
const CARD_ID = 'badge-ahead';

/** The app has drawn a page of its own (the loading sign is gone, a page heading is there). */
const appHasDrawn = (doc: Document) => Boolean(doc.querySelector('#root main h1'));

const STYLE =
  `#${CARD_ID}{margin:16px auto 0;padding:0 16px;max-width:1200px;` +
  // The site's Korean webfont first (its sheet is in the page's head), as in the app's theme.
  `font:16px/1.5 'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',system-ui,sans-serif;color:#1f2430}` +
  `#${CARD_ID} h2{font-size:1.25rem;margin:0 0 8px}#${CARD_ID} p{margin:0 0 4px}` +
  `#${CARD_ID} .card{display:flex;flex-wrap:wrap;gap:16px 24px;align-items:center;padding:16px;` +
  'border:1px solid #dde1ea;border-radius:6px;background:#fff;max-width:560px;margin-top:8px}' +
  `#${CARD_ID} img{width:220px;height:220px;max-width:100%}` +
  `#${CARD_ID} .name{font-size:1.5rem;font-weight:700;overflow-wrap:anywhere}` +
  // The loading sign below it need not fill the screen any more.
  `#${CARD_ID} + #root .boot-loading{min-height:30vh}`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

const fill = (text: string, number: number) => text.replace('{number}', String(number));

/** The badge card, in the page's language (texts as the badge section's; values as text, never markup). */
export function badgeCard(doc: Document, badge: Badge, locale: Locale): HTMLElement {
  const texts = TEXTS[locale];
  const heading = element(doc, 'h2', { id: `${CARD_ID}-heading` }, texts['registration.badge']);
  return element(
    doc,
    'section',
    { id: CARD_ID },
    element(doc, 'style', {}, STYLE),
    heading,
    element(doc, 'p', {}, texts['registration.badgeQrHint']),
    element(
      doc,
      'div',
      { className: 'card' },
      element(doc, 'img', {
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(badge.qrSvg)}`,
        alt: fill(texts['registration.badgeQr'], badge.registrationId),
      }),
      element(
        doc,
        'div',
        {},
        element(doc, 'p', { className: 'name' }, badge.name),
        element(doc, 'p', {}, badge.affiliation ?? ''),
        element(doc, 'p', {}, locale === 'ko' ? badge.categoryKo : badge.categoryEn),
        element(doc, 'p', {}, fill(texts['registration.badgeNumber'], badge.registrationId)),
      ),
    ),
  );
}

/**
 * Asks for the badge and draws it before #root; removes it once the app has drawn a page. Draws
 * nothing without a stored login, without a badge (not paid), on any failure, or when the app was
 * quicker: the app's own page then says what there is to say.
 */
export async function drawBadgeAhead(doc: Document, graphqlUrl: string): Promise<void> {
  const token = doc.defaultView?.localStorage.getItem(TOKEN_STORAGE_KEY);
  const root = doc.getElementById('root');
  if (!token || !root) return;
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: MY_BADGE, operationName: 'MyBadge' }),
  });
  if (!response.ok) return;
  const badge = ((await response.json()) as { data?: { myBadge?: Badge | null } }).data?.myBadge;
  if (!badge || appHasDrawn(doc)) return;
  const locale: Locale = doc.documentElement.lang === 'ko' ? 'ko' : 'en';
  const card = badgeCard(doc, badge, locale);
  card.setAttribute('aria-labelledby', `${CARD_ID}-heading`);
  root.before(card);
  const observer = new MutationObserver(() => {
    if (!appHasDrawn(doc)) return;
    card.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}

// Read while the script first runs: `currentScript` is null afterwards.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
if (script?.dataset.graphqlUrl) drawBadgeAhead(document, script.dataset.graphqlUrl).catch(() => undefined);
