import type { ComponentType } from 'react';
import {
  LOCALES,
  routeMessages,
  type Locale,
  type FeatureRoutes,
  type RouteEntry,
  type RouteRedirect,
  type RouteSection,
} from '@congress/domain';
import type { LocaleMessages, MessageTable } from '@congress/i18n';

/** features/<feature>/pages.tsx: the component of each of the feature's paths. */
export type FeaturePages = Record<string, ComponentType>;

/** Fetches a feature's texts in one language (features/<feature>/messages.<locale>.ts). */
export type MessageLoader = (locale: Locale) => Promise<MessageTable>;

/** What a remote's feature folders add up to (see gatherFeatures). */
export interface RemoteFeatures {
  routes: RouteEntry[];
  sections: RouteSection[];
  redirects: RouteRedirect[];
  pages: FeaturePages;
  /** The features' own texts (those loaded with the remote) plus the labels of their routes and sections. */
  messages: LocaleMessages;
  /** The texts a page fetches before it shows: its feature's, in the language shown. */
  pageMessages: Record<string, MessageLoader>;
  /** Paths whose page runs no GraphQL operation: shown without loading Apollo Client (WithApollo). */
  withoutApolloClient: Set<string>;
}

/**
 * Merges a remote's features: each folder's routes.json (which the build also publishes for the
 * host, see shared/webpack-config/routeTable.cjs), pages.tsx and messages. A route without a
 * page shows "opens soon". Messages come either with the remote (`messages`: both languages of
 * every feature) or per feature and language (`loadMessages` beside its pages: a page then fetches
 * only its own feature's texts in the language shown, see FeatureMessages). Every page gets the
 * Apollo client (loaded on first need) unless its pages.tsx lists it in `withoutApolloClient`.
 */
export function gatherFeatures(files: {
  routes: FeatureRoutes[];
  pages: { pages: FeaturePages; withoutApolloClient?: string[]; loadMessages?: MessageLoader }[];
  messages?: { messages: LocaleMessages }[];
}): RemoteFeatures {
  // Menu order, as the build's merge (features by `order`, then by folder: the order files come in).
  const ordered = [...files.routes].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  const routes = ordered.flatMap((f) => f.routes ?? []);
  const sections = ordered.flatMap((f) => f.sections ?? []);
  const table = { routes, sections };
  const messagesIn = (locale: (typeof LOCALES)[number]): MessageTable =>
    Object.assign(
      {},
      routeMessages(table, locale),
      ...(files.messages ?? []).map((m) => m.messages[locale] ?? {}),
    );
  const pageMessages: Record<string, MessageLoader> = {};
  for (const { pages, loadMessages } of files.pages)
    if (loadMessages) for (const path of Object.keys(pages)) pageMessages[path] = loadMessages;
  return {
    routes,
    sections,
    redirects: ordered.flatMap((f) => f.redirects ?? []),
    pages: Object.assign({}, ...files.pages.map((p) => p.pages)) as FeaturePages,
    messages: { ...Object.fromEntries(LOCALES.map((l) => [l, messagesIn(l)])), en: messagesIn('en') },
    pageMessages,
    withoutApolloClient: new Set(files.pages.flatMap((p) => p.withoutApolloClient ?? [])),
  };
}
