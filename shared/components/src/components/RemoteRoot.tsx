import type { ReactNode } from 'react';
import type { RemoteName } from '@congress/domain';
import { RemoteMessages, type LocaleMessages } from '@congress/i18n';
import { useHydrated } from '@congress/ui';

/**
 * A remote's outermost element: its own messages on top of the shell's, and attributes that
 * tell which remote and which build is on screen (deployment checks and browser tests), and
 * `data-ready` once the browser runs it (a server-rendered page is hydrated).
 */
export function RemoteRoot(props: {
  name: RemoteName;
  build: string;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  const ready = useHydrated();
  return (
    <RemoteMessages messages={props.messages}>
      <div data-remote={props.name} data-build={props.build} data-ready={ready ? '' : undefined}>
        {props.children}
      </div>
    </RemoteMessages>
  );
}
