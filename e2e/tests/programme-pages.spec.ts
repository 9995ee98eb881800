// Issue 28 §2 and §3: the five programme pages draw the demo's published programme (in the HTML
// the server sends, and with JavaScript), in English and in
// Korean; a member stars on a public page, finds it in My programme, with a clash marked, and
// downloads the agenda as iCalendar (parsed).
import { expect, test } from '@playwright/test';
import ical from 'node-ical';
import { createUser } from '../support/factories';
import { appReady, useLocale } from '../support/locale';
import { useToken } from '../support/session';
import { withDb } from '../support/db';

/**
 * A notice as a publication leaves it when it moves a starred item (the API's own tests cover
 * the publication; here, what the member sees of it).
 */
async function leaveNotice(userId: number): Promise<void> {
  await withDb(async (client) => {
    const slot = (start: string, end: string) =>
      JSON.stringify({ day: '2024-03-21', room_en: 'Hall B', room_ko: 'B홀', start, end });
    await client.query(
      `INSERT INTO programme_notices (user_id, version, item_type, item_id, title_en, title_ko, before, after)
       SELECT $1, 1, 'SESSION', id, title_en, title_ko, $2, $3 FROM programme_sessions WHERE title_en = 'Oral presentations 1'`,
      [
        userId,
        slot('2024-03-21T01:50:00Z', '2024-03-21T03:00:00Z'),
        slot('2024-03-21T05:00:00Z', '2024-03-21T06:10:00Z'),
      ],
    );
  });
}

/** Each page and a session of the demo programme's first day it shows, in both languages. */
const PAGES = [
  { path: '/programs/program_glance', en: 'Opening ceremony', ko: '개회식' },
  { path: '/programs/program_scientific', en: 'Symposium: the gut and the liver', ko: '심포지엄: 장과 간' },
  {
    path: '/programs/program_picforum',
    en: 'PIC forum: nutrition and the pathology report',
    ko: 'PIC 포럼: 영양과 병리 보고서',
  },
  { path: '/programs/social_program', en: 'Welcome reception', ko: '환영 만찬' },
  { path: '/programs/invited_speaker', en: 'Seoul National University Hospital', ko: '서울대학교병원' },
] as const;

test.describe('the programme pages follow the published programme', () => {
  for (const locale of ['en', 'ko'] as const)
    test(`the five pages show the demo programme in ${locale === 'en' ? 'English' : 'Korean'}`, async ({
      page,
      request,
    }) => {
      await useLocale(page, locale);
      for (const entry of PAGES) {
        // What a visitor without JavaScript (and a search engine) gets: the server's HTML, rendered
        // with the programme in it.
        const html = await (
          await request.get(entry.path, { headers: { cookie: `congress2024_locale=${locale}` } })
        ).text();
        expect(html, `${entry.path} (${locale}) rendered`).toContain('id="page-state"');
        expect(html, `rendered ${entry.path} (${locale})`).toContain(entry[locale]);
        // With JavaScript: the app draws the same programme.
        await page.goto(entry.path);
        await appReady(page);
        await expect(page.locator('main').getByText(entry[locale]).first()).toBeVisible();
      }
      // Each day is a page of its own (?day=): the third day shows its closing symposium.
      await page.goto('/programs/program_glance?day=2024-03-23');
      await expect(
        page.getByText(
          locale === 'en' ? 'Symposium: nutrition in cancer pathology' : '심포지엄: 암 병리와 영양',
        ),
      ).toBeVisible();
      // The calendar feed of the whole programme and of the day shown.
      await expect(page.getByTestId('ics-day')).toHaveAttribute('href', '/programme.ics?day=2024-03-23');
      const feed = await request.get('/programme.ics?day=2024-03-23');
      const events = Object.values(ical.sync.parseICS(await feed.text())).filter((c) => c?.type === 'VEVENT');
      expect(events.length).toBeGreaterThan(0);
    });

  test('a visitor is offered to sign in to star; a member stars, sees the clash in My programme and downloads it', async ({
    page,
    request,
  }) => {
    await page.goto('/programs/program_scientific');
    await appReady(page);
    await expect(page.getByTestId('star-sign-in')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Star/ })).toHaveCount(0);

    const member = await createUser();
    await useToken(page, member.token);
    await page.goto('/programs/program_scientific');
    await appReady(page);
    // The symposium and the oral session of the first morning overlap (10:50–12:20, 10:50–12:00).
    for (const title of ['Symposium: the gut and the liver', 'Oral presentations 1']) {
      const star = page.getByRole('button', { name: `Star: ${title}` });
      await star.click();
      await expect(page.getByRole('button', { name: `Starred: ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    await leaveNotice(member.id);
    await page.getByRole('link', { name: 'My programme' }).first().click();
    await expect(page).toHaveURL(/\/mypage\/my_programme$/);
    const items = page.getByTestId('agenda-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Clash: overlaps another starred item');
    await expect(items.nth(1)).toContainText('Clash');

    const href = await page.getByTestId('my-ics').getAttribute('href');
    expect(href).toMatch(/^\/programme\/my\/\d+\.[A-Za-z0-9_-]+\.ics$/);
    const calendar = await request.get(href as string);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(await calendar.text())).filter(
      (c): c is ical.VEvent => c?.type === 'VEVENT',
    );
    // Summaries carry both languages ("English / 한국어").
    expect(events.map((e) => String(e.summary)).sort()).toEqual(
      ['Oral presentations 1 / 구연 발표 1', 'Symposium: the gut and the liver / 심포지엄: 장과 간'].sort(),
    );
    // 10:50 Korea time is 01:50 UTC.
    expect(events.every((e) => e.start.toISOString().startsWith('2024-03-21T01:50'))).toBe(true);

    // What a publication changed: before and after in words, dismissed for good.
    const notices = page.getByTestId('programme-notices');
    await expect(notices).toContainText(
      '“Oral presentations 1” moved: was Thursday, March 21 · 10:50–12:00 · Hall B, now Thursday, March 21 · 14:00–15:10 · Hall B.',
    );
    await notices.getByRole('button', { name: 'Dismiss: Oral presentations 1' }).click();
    await expect(notices).toHaveCount(0);

    // Unstarring one leaves no clash.
    await page.getByRole('button', { name: 'Remove the star: Oral presentations 1' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).not.toContainText('Clash');
  });
});
