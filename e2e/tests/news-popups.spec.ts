// News, notices and popups in the browser: popups on /home (active, expired, "do not show again
// today"), a post with a script stored and shown without it, and a reader's view counted.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';
import { withDb } from '../support/db';
import { firstMove } from '../support/locale';

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return withDb(async (client) => {
    return (await client.query(text, values)).rows as T[];
  });
}

async function insertPopup(title: string, start: string, end: string, location = 'CENTER'): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO popups (use, title, start, "end", content, size_width, size_height, location, created_name)
     VALUES (true, $1, $2, $3, $4, 360, 280, $5, 'e2e') RETURNING id`,
    [title, start, end, `<p>${title} body</p>`, location],
  );
  return row!.id;
}

/** Fails the test if any script opens a dialog (alert, confirm, prompt). */
function forbidDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

// The machine may be busy (shared CI runners): generous limits, the same checks.
test.setTimeout(180_000);

test.describe('popups on /home', () => {
  const created: number[] = [];
  // Popups left active would cover /home in the other specs of the run.
  test.afterAll(async () => {
    if (created.length) await sql('UPDATE popups SET "delete" = true WHERE id = ANY($1)', [created]);
  });

  test('an active popup shows until "do not show again today"; an expired one never shows', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const active = `Deadline ${tag}`;
    const expired = `Old news ${tag}`;
    created.push(await insertPopup(active, '2024-01-01T00:00:00+09:00', '3000-12-31T23:59:59+09:00'));
    created.push(
      await insertPopup(expired, '2024-01-01T00:00:00+09:00', '2024-01-15T23:59:59+09:00', 'RIGHT'),
    );

    await page.goto('/home');
    const popup = page.getByRole('dialog', { name: active });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByText(`${active} body`)).toBeVisible();
    await expect(popup).toBeFocused();
    await expect(page.getByRole('dialog', { name: expired })).toHaveCount(0);
    // Laid over the page: the hero starts where it would without the popup.
    const heroTop = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => h.getBoundingClientRect().top);

    // Esc closes it for now: it is back on the next visit.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top)).toBe(
      heroTop,
    );
    await page.reload();
    await expect(popup).toBeVisible();

    await popup.getByRole('button', { name: 'Do not show again today' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Give the popups' query time to answer: still nothing.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: active })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: expired })).toHaveCount(0);
    // Remembered until midnight in Seoul.
    const until = await page.evaluate(
      (id) => Number(localStorage.getItem(`congress.popupHidden.${id}`)),
      String(created[0]),
    );
    const seoulMidnight = new Date(Date.now() + 9 * 3_600_000);
    seoulMidnight.setUTCHours(24, 0, 0, 0);
    expect(until).toBe(seoulMidnight.getTime() - 9 * 3_600_000);
  });
});

test('an organiser posts with a <script>: stored and shown without it; a reader adds one view', async ({
  page,
  browser,
}) => {
  const opened = forbidDialogs(page);
  const organiser = await createUser({ role: 'Authenticated' });
  await startSessionWith(page, organiser.token);
  const title = `Room change ${randomUUID().slice(0, 6)}`;

  // Through the back office: the editor keeps typed markup as text.
  await page.goto('/admin/main/general/bbsSetting/new');
  await page.getByLabel('Title').fill(title, { timeout: 30_000 });
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await editor.fill('Session 3 moves to Hall B. <script>alert("x")</script>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/main\/general\/bbsSetting$/, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Through the API, as a script would send it: real tags.
  const raw = `${title} (raw)`;
  const answer = await page.evaluate(
    async ([token, postTitle]) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id content } }',
          variables: {
            i: {
              title: postTitle,
              type: 'NOTICE',
              content:
                '<p>Hall B<script>alert("stored")</script></p><img src="x" onerror="alert(\'img\')"><a href="javascript:alert(1)">map</a>',
            },
          },
        }),
      });
      return res.json();
    },
    [organiser.token, raw] as const,
  );
  const stored = answer.data.createNewsAndNotice as { id: string; content: string };
  expect(stored.content).not.toMatch(/script|onerror|javascript:/i);
  const [row] = await sql<{ content: string }>('SELECT content FROM news_and_notices WHERE id = $1', [
    stored.id,
  ]);
  expect(row!.content).not.toMatch(/<script|onerror|javascript:/i);

  // A reader (a fresh browser) opens both posts.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const readerDialogs = forbidDialogs(readerPage);
  await readerPage.goto('/informations/news_notices');
  await readerPage.getByRole('link', { name: title, exact: true }).click();
  const article = readerPage.getByRole('article');
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.getByText('Session 3 moves to Hall B. <script>alert("x")</script>')).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);

  const before = Number(
    (await sql<{ v: number }>('SELECT "viewCount" AS v FROM news_and_notices WHERE id = $1', [stored.id]))[0]!
      .v,
  );
  await readerPage.goto(`/informations/bbsDetail/${stored.id}`);
  await expect(article.getByText('Hall B')).toBeVisible();
  await expect(article.locator('script, [onerror]')).toHaveCount(0);
  // The view is counted as the page is read; the page shows the new count once the app runs (the
  // kept page shows the count it was rendered with).
  await firstMove(readerPage);
  await expect(readerPage.getByTestId('view-count')).toHaveText(String(before + 1));
  await expect
    .poll(
      async () =>
        (
          await sql<{ v: number }>('SELECT "viewCount" AS v FROM news_and_notices WHERE id = $1', [stored.id])
        )[0]!.v,
    )
    .toBe(before + 1);
  // A reload in the same session is not another view.
  await readerPage.reload();
  await firstMove(readerPage);
  await expect(readerPage.getByTestId('view-count')).toHaveText(String(before + 1));
  await reader.close();

  expect(opened).toEqual([]);
  expect(readerDialogs).toEqual([]);
});
