// The server's snapshots of its public pages (docs/decisions.md, "Public pages follow the data"):
// a test that reads a page's server HTML waits until no organiser change made earlier in the run
// (another spec's popup, post or publication) is still waiting for its pages to be taken again.
import { expect, type APIRequestContext } from '@playwright/test';

export async function snapshotsCurrent(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = (await (await request.get('/healthz/prerender')).json()) as {
          ready: boolean;
          stale?: number;
        };
        return status.ready && (status.stale ?? 0) === 0;
      },
      { message: 'every public page has a current snapshot', timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
}
