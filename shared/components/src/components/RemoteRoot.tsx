import type { ReactNode } from 'react';
import type { RemoteName } from '@congress/domain';
import { RemoteMessages, type LocaleMessages } from '@congress/i18n';

/**
 * A remote's outermost element: its own messages on top of the shell's, and attributes that
 * tell which remote and which build is on screen (deployment checks and browser tests).
 */
export function RemoteRoot(props: {
  name: RemoteName;
  build: string;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  return (
    <RemoteMessages messages={props.messages}>
      <div data-remote={props.name} data-build={props.build}>
        {props.children}
      </div>
    </RemoteMessages>
  );
}
