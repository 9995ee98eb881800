import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagesNotCurrent } from '../prerender/refresher';

/** Writes a page's snapshot file as the snapshot script names it. */
function shoot(dir: string, locale: string, file: string, build: string, takenAt: number) {
  const full = path.join(dir, locale, `${file}.json`);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, JSON.stringify({ build, takenAt, html: '' }));
}

describe('what a redeploy takes again', () => {
  const now = Date.now();
  const never = () => false;

  test('a return to a build whose snapshots are there takes only the pages the other build overwrote', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'snapshots-'));
    for (const locale of ['en', 'ko']) {
      shoot(dir, locale, '/home', 'regular', now);
      shoot(dir, locale, '/programs/program~day-2024-03-21', 'regular', now);
    }
    // The other build's run overwrote one language of one page before it was put back.
    shoot(dir, 'en', '/registrations/registration_korean', 'deploy-check', now);
    shoot(dir, 'ko', '/registrations/registration_korean', 'regular', now);
    const pages = ['/home', '/programs/program?day=2024-03-21', '/registrations/registration_korean'];
    expect(await pagesNotCurrent(dir, pages, 'regular', now - 60_000, never)).toEqual([
      '/registrations/registration_korean',
    ]);
    // Every page for a build that has none yet.
    expect(await pagesNotCurrent(dir, pages, 'deploy-check', now - 60_000, never)).toEqual(pages);
  });

  test('a missing, old or stale snapshot is taken again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'snapshots-'));
    for (const locale of ['en', 'ko']) {
      shoot(dir, locale, '/home', 'b', now - 2 * 3_600_000);
      shoot(dir, locale, '/informations/news_notices', 'b', now);
      shoot(dir, locale, '/travel/venue', 'b', now);
    }
    shoot(dir, 'en', '/abstracts/abstract_guide', 'b', now);
    const stale = (pagePath: string) => pagePath.startsWith('/informations');
    expect(
      await pagesNotCurrent(
        dir,
        ['/home', '/informations/news_notices', '/travel/venue', '/abstracts/abstract_guide'],
        'b',
        now - 3_600_000,
        stale,
      ),
    ).toEqual(['/home', '/informations/news_notices', '/abstracts/abstract_guide']);
  });
});
