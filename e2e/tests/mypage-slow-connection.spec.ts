// Issue 36 §1: the member's registration page — the badge's QR code that members open at the desk —
// on a slow phone (400 kbps each way, 200 ms each way, 4× CPU, 390 px, Korean, empty cache). A
// loading sign shows at once, before any script has arrived; the badge with its QR code within 3 s,
// drawn by the remote's small ahead script; then the page, with the app's badge in its place.
import { expect, test, type Page } from '@playwright/test';
import { createUser, type TestUser } from '../support/factories';
import { useToken } from '../support/session';
import { withDb } from '../support/db';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const PAGE = '/mypage/my_registration';

/** A member from Korea with a Korean name and a paid registration under a Latin badge name. */
async function paidMember(): Promise<TestUser> {
  const member = await createUser({ givenName: 'Minjun', country: 'KR' });
  await withDb(async (db) => {
    await db.query(
      `UPDATE users SET "familyName" = 'Kim', name_kr = '김민준', affiliation_kr = '서울대학교' WHERE id = $1`,
      [member.id],
    );
    await db.query(
      `INSERT INTO registration_lists (user_id, category, price, currency, occupation, price_status, "badgeGivenName", "badgeFamilyName")
       VALUES ($1, 'KM_TIER1', '100000', 'KRW', 'FELLOW', 'PAID', 'Minjun', 'Kim')`,
      [member.id],
    );
  });
  return member;
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a loading sign shows before any script arrives', async ({ page, context }) => {
  const member = await paidMember();
  await context.addCookies([
    { name: 'congress2024_locale', value: 'ko', url: test.info().project.use.baseURL! },
  ]);
  await useToken(page, member.token);
  // No script ever arrives: what the reader sees is the page's HTML and its styles alone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(PAGE);
  const loading = page.getByRole('status');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText(/불러오는 중/);
});

/**
 * When each thing first showed, in ms from the navigation's start (the page's own clock, polled
 * every 50 ms): a loading sign, the site's header, the page's heading, the badge's QR code drawn.
 */
function recordMilestones() {
  const seen: Record<string, number> = {};
  const visible = (el: Element | null) => Boolean(el && el.checkVisibility({ visibilityProperty: true }));
  const check = () => {
    const marks: Record<string, () => boolean> = {
      loading: () =>
        [...document.querySelectorAll('[role="status"]')].some(
          (el) => visible(el) && /불러오는 중|Loading/.test(el.textContent ?? ''),
        ),
      header: () => visible(document.querySelector('header')),
      readable: () => visible(document.querySelector('main h1')),
      // The badge drawn ahead of the app (the mypage remote's ahead script), then the app's own.
      badgeAhead: () => {
        const img = document.querySelector<HTMLImageElement>('#badge-ahead img');
        return Boolean(img && visible(img) && img.complete && img.naturalWidth > 0);
      },
      qr: () => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="my-badge"] img');
        return Boolean(img && visible(img) && img.complete && img.naturalWidth > 0);
      },
    };
    for (const [name, test] of Object.entries(marks))
      if (!(name in seen) && test()) seen[name] = Math.round(performance.now());
    (window as unknown as { milestones: Record<string, number> }).milestones = seen;
    if (!('qr' in seen)) setTimeout(check, 50);
  };
  check();
}

test('on a slow phone the page says it is loading at once, is readable and shows the QR code', async ({
  page,
  context,
}) => {
  const member = await paidMember();
  await context.addCookies([
    { name: 'congress2024_locale', value: 'ko', url: test.info().project.use.baseURL! },
  ]);
  await useToken(page, member.token);
  await page.addInitScript(recordMilestones);
  await throttle(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  const qr = page.getByTestId('my-badge').getByRole('img', { name: /명찰 \d+번의 QR 코드/ });
  await expect(qr).toBeVisible({ timeout: 120_000 });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { milestones: Record<string, number> }).milestones.qr),
    )
    .toBeGreaterThan(0);
  const milestones = await page.evaluate(
    () => (window as unknown as { milestones: Record<string, number> }).milestones,
  );
  console.log('milestones (ms):', JSON.stringify(milestones));
  if (process.env.SHOW_WATERFALL)
    console.log(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${Math.round(r.startTime)}\t${Math.round(r.responseEnd)}\t${r.encodedBodySize}\t${r.initiatorType}\t${r.name.replace(location.origin, '')}`;
          })
          .join('\n'),
      ),
    );
  test.info().annotations.push({ type: 'milestones', description: JSON.stringify(milestones) });
  // A loading sign shows before any script could have arrived on this connection, and stays until the page.
  expect(milestones.loading, 'a loading sign').toBeLessThan(3000);
  // The QR code a member shows at the desk comes ahead of the app (issue 36), before even its header
  // (how soon is measured, not asserted: docs/benchmarks.md, "The badge ahead of the app").
  expect(milestones.badgeAhead, 'the badge drawn ahead of the app').toBeLessThan(
    milestones.header ?? Number.POSITIVE_INFINITY,
  );
  // Once the app has drawn the page, its badge alone: the one drawn ahead has stepped aside.
  await expect(page.locator('#badge-ahead')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /명찰 \d+번의 QR 코드/ })).toHaveCount(1);
});
