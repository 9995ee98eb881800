import type { ComponentType } from 'react';
import {
  LOCALES,
  routeMessages,
  type FeatureRoutes,
  type RouteEntry,
  type RouteRedirect,
  type RouteSection,
} from '@congress/domain';
import type { LocaleMessages, MessageTable } from '@congress/i18n';

/** features/<feature>/pages.tsx: the component of each of the feature's paths. */
export type FeaturePages = Record<string, ComponentType>;

/** What a remote's feature folders add up to (see gatherFeatures). */
export interface RemoteFeatures {
  routes: RouteEntry[];
  sections: RouteSection[];
  redirects: RouteRedirect[];
  pages: FeaturePages;
  /** The features' own texts plus the labels of their routes and sections. */
  messages: LocaleMessages;
}

/**
 * Merges a remote's features: each folder's routes.json (which the build also publishes for the
 * host, see shared/webpack-config/routeTable.cjs), pages.tsx and messages.ts. A route without a
 * page shows "opens soon".
 */
export function gatherFeatures(files: {
  routes: FeatureRoutes[];
  pages: { pages: FeaturePages }[];
  messages: { messages: LocaleMessages }[];
}): RemoteFeatures {
  // Menu order, as the build's merge (features by `order`, then by folder: the order files come in).
  const ordered = [...files.routes].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  const routes = ordered.flatMap((f) => f.routes ?? []);
  const sections = ordered.flatMap((f) => f.sections ?? []);
  const table = { routes, sections };
  const messagesIn = (locale: (typeof LOCALES)[number]): MessageTable =>
    Object.assign({}, routeMessages(table, locale), ...files.messages.map((m) => m.messages[locale] ?? {}));
  return {
    routes,
    sections,
    redirects: ordered.flatMap((f) => f.redirects ?? []),
    pages: Object.assign({}, ...files.pages.map((p) => p.pages)) as FeaturePages,
    messages: { ...Object.fromEntries(LOCALES.map((l) => [l, messagesIn(l)])), en: messagesIn('en') },
  };
}
