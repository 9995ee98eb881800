import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { federationName, type RemoteName } from '@congress/domain';
import { useLoadingWhile } from '@congress/ui';
import { RemoteLoadError, type RemoteFailure } from '@congress/components';
import { remoteFailureOf } from './remoteFailure';

type LazyApp = ReturnType<typeof lazy<ComponentType>>;

// One lazy component per remote, so moving between its pages never reloads it; dropped on retry.
const apps = new Map<RemoteName, LazyApp>();

function remoteApp(name: RemoteName): LazyApp {
  let app = apps.get(name);
  if (!app) {
    app = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType }>(`${federationName(name)}/App`);
      if (!module?.default) throw new Error(`remote ${name} exposes no App`);
      return module;
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
`;

/** Holds the page's place while a remote (or its route table) loads, with the loading overlay on. */
export function RemotePlaceholder() {
  useLoadingWhile();
  return <StyledPlaceholder aria-busy="true" />;
}

/** Loads a remote's App on first use, with a translated error and a retry instead of a blank page. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteApp(name);
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
