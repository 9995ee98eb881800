import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes } from '@congress/router';
import { matchRoute, type Access, type Locale } from '@congress/domain';
import { apolloClient, usePageRender, WithApollo } from '@congress/ui';
import { ComingSoonPage } from '../components/Page';
import { NotFoundPage } from '../components/StatusPage';
import { FeatureMessages, messagesOf } from './FeatureMessages';
import { preloadOf } from './lazyPage';
import type { RemoteFeatures } from './features';

/**
 * Starts loading the API client as the page starts loading its texts, not after them (both are
 * fetched before the page renders; one after the other they cost a round trip). The loader is
 * created once per page, so rendering this again does nothing; a failure shows in WithApollo.
 */
function StartApolloClient() {
  // A server render has its own client (WithApollo).
  const render = usePageRender();
  if (!render) apolloClient().catch(() => undefined);
  return null;
}

/**
 * A remote's <Routes> from its features: each route's page (or "opens soon"), its redirects, and
 * a 404 for the rest. `layouts` wraps the pages of an access level in a layout route (the back
 * office's frame around its organiser pages). The host has already guarded the path.
 */
export function FeatureRoutes({
  features,
  layouts = {},
}: {
  features: RemoteFeatures;
  layouts?: Partial<Record<Access, ReactElement>>;
}) {
  const pageOf = (path: string, Page: ComponentType) => {
    const loadMessages = features.pageMessages[path];
    const needsApollo = !features.withoutApolloClient.has(path);
    const page = needsApollo ? (
      <WithApollo>
        <Page />
      </WithApollo>
    ) : (
      <Page />
    );
    // Busy while the page's chunk, its texts or the API client load; a server-rendered page
    // stays on screen meanwhile (React hydrates it once they are in).
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        {needsApollo && <StartApolloClient />}
        {loadMessages ? <FeatureMessages load={loadMessages}>{page}</FeatureMessages> : page}
      </Suspense>
    );
  };
  const pageRoute = (path: string, labelId: string) => {
    const Page = features.pages[path];
    const element = Page ? pageOf(path, Page) : <ComingSoonPage titleId={labelId} />;
    return <Route key={path} path={path} element={element} />;
  };
  const unwrapped = features.routes.filter((route) => !layouts[route.access]);
  return (
    <Routes>
      {features.redirects.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      {unwrapped.map((route) => pageRoute(route.path, route.labelId))}
      {Object.entries(layouts).map(([access, layout]) => (
        <Route key={access} element={layout}>
          {features.routes
            .filter((route) => route.access === access)
            .map((route) => pageRoute(route.path, route.labelId))}
        </Route>
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Loads what the page at `pathname` waits for before it shows (its code, its feature's texts in
 * `locale`), so that a server-rendered page is hydrated in one pass, and says whether it needs the
 * API client, which the caller (the shell, whose shared modules those are) loads. A page that
 * suspends while hydrating is drawn anew by React at the first update that reaches it, which
 * throws away what the reader typed meanwhile (docs/decisions.md, "One renderer").
 */
export async function preloadFeaturePage(
  features: RemoteFeatures,
  pathname: string,
  locale: Locale,
): Promise<{ apiClient: boolean }> {
  const route = matchRoute(features.routes, pathname);
  if (!route) return { apiClient: false };
  const loadMessages = features.pageMessages[route.path];
  await Promise.all([
    preloadOf(features.pages[route.path])?.(),
    loadMessages && messagesOf(loadMessages, locale),
  ]);
  return { apiClient: !features.withoutApolloClient.has(route.path) };
}
