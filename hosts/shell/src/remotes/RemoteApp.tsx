import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { federationName, type Locale, type RemoteName } from '@congress/domain';
import { apolloClient, useLoadingWhile } from '@congress/ui';
import { RemoteLoadError, type RemoteFailure } from '@congress/components';
import { remoteFailureOf } from './remoteFailure';

type LazyApp = ReturnType<typeof lazy<ComponentType>>;
/** A remote's ./App: its root component and, in the public remote, what a page needs loaded first. */
type RemoteModule = {
  default: ComponentType;
  preloadPage?: (pathname: string, locale: Locale) => Promise<{ apiClient: boolean }>;
};

// One lazy component per remote, so moving between its pages never reloads it; dropped on retry.
const apps = new Map<RemoteName, LazyApp>();
// The remote's App module on its way, started by the first to need it: the page, or the route
// before its guard has checked the session (preloadRemoteApp).
const modules = new Map<RemoteName, Promise<RemoteModule>>();
// The root components that have arrived: rendered directly, as `lazy` suspends once even then.
const arrived = new Map<RemoteName, ComponentType>();
// A remote that failed to load before the page was hydrated: its first render reports that failure.
const failedAhead = new Map<RemoteName, unknown>();

function remoteModule(name: RemoteName): Promise<RemoteModule> {
  let module = modules.get(name);
  if (!module) {
    module = loadRemote<RemoteModule>(`${federationName(name)}/App`).then((loaded) => {
      if (!loaded?.default) throw new Error(`remote ${name} exposes no App`);
      arrived.set(name, loaded.default);
      return loaded;
    });
    // A failed load is tried again by the next to ask (the page's retry).
    module.catch(() => modules.delete(name));
    modules.set(name, module);
  }
  return module;
}

/**
 * Starts loading a remote's App while the shell still checks the session (issue 36): on a slow
 * connection the remote's scripts then arrive with the answer instead of after it. A failure is
 * reported by the page that renders it (RemoteBoundary), not here.
 */
export function preloadRemoteApp(name: RemoteName): void {
  remoteModule(name).catch(() => undefined);
}

/**
 * Loads a remote and what its page at `pathname` waits for (code, texts, API client), before the
 * server's HTML of that page is hydrated: hydration then runs in one pass and keeps the page's
 * elements, and what the reader typed into them (docs/decisions.md, "One renderer").
 */
export async function preloadForHydration(name: RemoteName, pathname: string, locale: Locale): Promise<void> {
  let module: RemoteModule;
  try {
    module = await remoteModule(name);
  } catch (error) {
    // The page shows this failure (an outdated host, the network), not that of a second try.
    failedAhead.set(name, error);
    return;
  }
  // The page's own parts that do not arrive are asked again when it renders. The API client is
  // created through the shell's @congress/ui (one client per page); Module Federation still takes
  // the first registered provider's copy of Apollo Client (docs/decisions.md).
  const needs = await module.preloadPage?.(pathname, locale).catch(() => undefined);
  if (needs?.apiClient) await apolloClient().catch(() => undefined);
}

function remoteApp(name: RemoteName): LazyApp {
  let app = apps.get(name);
  if (!app) {
    app = lazy(() => {
      if (!failedAhead.has(name)) return remoteModule(name);
      const failure = failedAhead.get(name);
      failedAhead.delete(name);
      return Promise.reject(failure);
    });
    apps.set(name, app);
  }
  return app;
}

class RemoteBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failure: RemoteFailure | null }
> {
  override state: { failure: RemoteFailure | null } = { failure: null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: remoteFailureOf(error) };
  }
  override componentDidCatch(error: unknown) {
    console.error('remote failed', error);
  }
  override render() {
    const { failure } = this.state;
    return failure ? <RemoteLoadError reason={failure} onRetry={this.props.onRetry} /> : this.props.children;
  }
}

const StyledPlaceholder = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * Holds the page's place while a remote (or its route table) loads, with the loading overlay on
 * and the words that say so (a slow phone waits seconds here).
 */
export function RemotePlaceholder() {
  useLoadingWhile();
  return (
    <StyledPlaceholder aria-busy="true">
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    </StyledPlaceholder>
  );
}

/** Loads a remote's App on first use, with a translated error and a retry instead of a blank page. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // Chosen once per element: one that started on `lazy` stays on it.
  const [first] = useState(() => ({ name, App: arrived.get(name) }));
  const App = (first.name === name && attempt === 0 && first.App) || remoteApp(name);
  const retry = () => {
    apps.delete(name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${name}-${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemotePlaceholder />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
