import { PAGE_STATE_ELEMENT_ID, type Locale, type RemoteName, type RouteTable } from '@congress/domain';
import type { PageQueryOutcome } from '@congress/ui';
import type { RuntimeConfig } from './runtimeConfig';

/** What a server-rendered page carries for the browser to hydrate it with (api/src/modules/publicPages/pageHtml.ts). */
export interface PageState {
  locale: Locale;
  routeTables: Partial<Record<RemoteName, RouteTable>>;
  pageQueries: Record<string, PageQueryOutcome<unknown>>;
  runtimeConfig: RuntimeConfig;
}

/** The page's state when the server rendered it; null on a page the browser draws alone. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
