import { APP_AT_LOAD_ATTRIBUTE } from '@congress/domain';

/**
 * Rendered by a page that needs the app as soon as it is read, not at the reader's first move
 * (docs/decisions.md, "The app at the reader's first move"): the host's start script looks for it.
 */
export function AppAtLoad() {
  return <span hidden {...{ [APP_AT_LOAD_ATTRIBUTE]: '' }} />;
}
