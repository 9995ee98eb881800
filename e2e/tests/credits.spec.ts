import { mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser, type TestUser } from '../support/factories';
import { useToken } from '../support/session';
import { seriousViolations } from '../support/axe';
import { pdfText } from '../support/pdf';
import { withDb } from '../support/db';
import { downloadWithReason } from '../support/downloadReason';

// Issue 26 §3–§4, "Done when", the credits part: after the congress the organiser sets a scheme,
// previews the credits computed from the scans, opens the objection period and mails the expected
// credits; the member objects to a day in the member area; the organiser accepts with a memo; the
// figures are made final, the KMA report is opened and checked, and the member's certificate of
// attendance is downloaded and its text read. With CREDITS_SHOTS=<dir>, every page is also
// photographed at 1440 and 390 px in English and Korean.

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.CREDITS_SHOTS;
const STORED_CODE =
  /\b(PREVIEW|OBJECTIONS|FINAL|BANDS|PER_HOUR|LICENCE|ANYONE|ONE_SCAN|NOT_ELIGIBLE|TOO_SHORT|DAY_APPROVED|DAILY_MAX|CONGRESS_MAX|FIRST_SCAN_IS_EXIT|LAST_SCAN_IS_ENTRY|SEVERAL_ROOMS|CORRECTED|OBJECTED|ACCEPTED|REJECTED)\b/;

/** A GraphQL call with a token, failing the test on any error. */
async function gql<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A Korean doctor with a licence number and a paid registration. */
async function doctor(tag: string): Promise<TestUser & { registrationId: number; licence: string }> {
  const member = await createUser({ givenName: tag });
  const licence = `${Date.now()}`.slice(-6);
  const registrationId = await withDb(async (db) => {
    await db.query(`UPDATE users SET medi_license = $2, name_kr = '이하나' WHERE id = $1`, [
      member.id,
      licence,
    ]);
    // Consented at sign-up to the provision to the KMA (issue 39 §1: the report needs it).
    await db.query(
      `INSERT INTO member_consents (user_id, kind, version, given, source, at)
       VALUES ($1, 'KMA_PROVISION', 1, true, 'SIGN_UP', now())`,
      [member.id],
    );
    const { rows } = await db.query(
      `INSERT INTO registration_lists (user_id, category, price, currency, occupation, price_status)
       VALUES ($1, 'KM_TIER1', '50000', 'KRW', 'PROFESSOR', 'PAID') RETURNING id`,
      [member.id],
    );
    return rows[0].id as number;
  });
  return { ...member, registrationId, licence };
}

/** Korea-time wall clock (YYYY-MM-DDTHH:mm) this many days from now. */
const koreaWallClock = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

async function workbookRows(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => (v && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''))),
      ),
    ),
  );
  return rows;
}

/** Photographs the page at both widths in both languages (only with CREDITS_SHOTS), back in English. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const setLocale = async (locale: 'en' | 'ko') => {
    await page.context().addCookies([{ name: 'congress2024_locale', value: locale, url: page.url() }]);
    await page.evaluate((l) => localStorage.setItem('congress2024.locale', l), locale);
  };
  for (const locale of ['en', 'ko'] as const) {
    await setLocale(locale);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${locale}-${width}.png`), fullPage: true });
    }
    expect({ name, locale, code: STORED_CODE.exec(await page.getByRole('main').innerText())?.[0] }).toEqual({
      name,
      locale,
      code: undefined,
    });
  }
  await setLocale('en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const SETTINGS = '{ creditSettings { phase version days { day } } }';

type CreditSettings = { phase: string; version: number; days: { day: string }[] };

/** Puts the credit process back in the preview (where another journey may have moved it on); its settings. */
async function creditSettingsInPreview(page: Page, organiserToken: string): Promise<CreditSettings> {
  const read = async () =>
    (await gql<{ creditSettings: CreditSettings }>(page, organiserToken, SETTINGS)).creditSettings;
  const settings = await read();
  if (settings.phase === 'PREVIEW') return settings;
  await gql(
    page,
    organiserToken,
    'mutation($v: Int!) { setCreditPhase(version: $v, phase: PREVIEW) { version } }',
    {
      v: settings.version,
    },
  );
  return read();
}

test('My credits before the objection period: an explanation, no figures', async ({ page }) => {
  const member = await createUser({ givenName: 'Early' });
  const organiser = await createUser({ role: 'Authenticated' });
  // Whatever phase another journey left the process in, this one starts in the preview.
  await creditSettingsInPreview(page, organiser.token);
  await useToken(page, member.token);
  await page.goto('/mypage/my_credits');
  await expect(page.getByTestId('credits-not-yet')).toContainText(
    'Your CME credits appear here after the congress',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'mypage-credits-preview');
});

test('credits previewed, an objection accepted with a memo, the KMA report and the certificate read', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `Credit${Date.now().toString(36)}`;
  const member = await doctor(tag);
  const organiser = await createUser({ role: 'Authenticated' });

  // The process starts in the preview (a run that stopped half-way may have left it elsewhere).
  const settings = await creditSettingsInPreview(page, organiser.token);
  const day = settings.days[0]?.day ?? '2024-03-22';

  // 1. The desk's scans of that day: entry 09:00, exit 11:30 (150 minutes: 3 KMA points).
  const scans = await gql<{ recordAttendanceScans: { outcome: string }[] }>(
    page,
    organiser.token,
    `mutation($scans: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $scans) { outcome } }`,
    {
      scans: [
        ['ENTRY', '09:00'],
        ['EXIT', '11:30'],
      ].map(([kind, time]) => ({
        clientScanId: randomUUID(),
        registrationId: String(member.registrationId),
        kind,
        method: 'SEARCH',
        scannedAt: `${day}T${time}:00+09:00`,
      })),
    },
  );
  expect(scans.recordAttendanceScans.map((s) => s.outcome)).toEqual(['RECORDED', 'RECORDED']);

  // 2. The organiser adds a KMA scheme for the day: bands checked by the shared rules first.
  await useToken(page, organiser.token);
  await page.goto('/admin/main/credits/schemes');
  await expect(page.getByRole('heading', { level: 1, name: 'CME credits: rules and phase' })).toBeVisible();
  await expect(page.getByTestId('credits-phase')).toContainText('Now: Preview');
  await page.getByRole('button', { name: 'Add a scheme' }).click();
  const form = page.getByRole('form', { name: 'New scheme' });
  const scheme = `KMA ${tag}`;
  await form.getByLabel('Name (English)').fill(scheme);
  await form.getByLabel('Name (Korean)').fill(`대한의사협회 ${tag}`);
  await form.getByLabel('Band 2: more than (minutes)').fill('200');
  await form.getByRole('button', { name: 'Save the scheme' }).click();
  await expect(
    form.getByText('Each band starts where the one before ends; only the last has no end.'),
  ).toBeVisible();
  await form.getByLabel('Band 2: more than (minutes)').fill('180');
  if (!settings.days.some((d) => d.day === day)) {
    await form.getByLabel('Another day (YYYY-MM-DD)').fill(day);
    await form.getByRole('button', { name: 'Add the day' }).click();
  }
  await form.getByLabel(`Points approved on ${day}`).fill('6');
  await form.getByLabel('Count only the time within each day’s lectures (from the programme)').uncheck();
  await form.getByLabel('Reported to KMA (listed in the KMA report)').check();
  await form.getByRole('button', { name: 'Save the scheme' }).click();
  await expect(page.getByText('The scheme was saved. The preview uses it at once.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Schemes' })).toContainText(scheme);
  expect(await seriousViolations(page), 'schemes page').toEqual([]);
  await shots(page, 'admin-schemes');

  // 3. The preview: the member's day, in words, and as Excel.
  await page.goto('/admin/main/credits/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'CME credits: preview' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: scheme });
  await page.getByLabel('Name, e-mail, licence or registration number').fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('credit-row').filter({ hasText: member.email });
  await expect(row).toContainText('150 min · 3 pts');
  await expect(row).toContainText('09:00–11:30, 2 scans');
  await expect(row).toContainText(member.licence);
  expect(await seriousViolations(page), 'preview page').toEqual([]);
  const previewFile = await downloadWithReason(
    page,
    page.getByRole('button', { name: 'Download the preview (Excel)' }),
  );
  const previewRows = await workbookRows((await previewFile.path()) as string);
  expect(previewRows.some((r) => r.join(' ').includes(member.licence))).toBe(true);
  await row.getByRole('button', { name: new RegExp(`Correct .*${day}`) }).click();
  const correction = page.getByRole('dialog');
  await expect(correction).toContainText('150 minutes counted, 3 points');
  expect(await seriousViolations(page), 'correction dialog').toEqual([]);
  await correction.getByRole('button', { name: 'Save the correction' }).click();
  await expect(correction.getByText('This field is required.')).toBeVisible();
  await correction.getByRole('button', { name: 'Cancel' }).click();
  await shots(page, 'admin-preview');

  // 4. The objection period opens (closing in a week, Korea time); the expected credits are mailed.
  await page.goto('/admin/main/credits/schemes');
  await page.getByLabel('Objections close on (Korea time)').fill(koreaWallClock(7));
  await page.getByRole('button', { name: 'Open the objection period' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: 'Open the objection period' }).click();
  await expect(ask).toContainText('The phase is now: Objection period.');
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('credits-phase')).toContainText('Now: Objection period');
  await page.getByRole('button', { name: 'Mail the expected credits' }).click();
  await ask.getByRole('button', { name: 'Send the mails' }).click();
  await expect(ask).toContainText(/queued|mailed already/);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('credits-mailed')).not.toContainText('No attendee');

  // 5. The member sees the day and objects to it.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const mine = await memberContext.newPage();
  await useToken(mine, member.token);
  await mine.goto('/mypage/my_credits');
  await expect(mine.getByRole('heading', { level: 1, name: 'My credits' })).toBeVisible();
  const section = mine.getByRole('region', { name: scheme });
  const card = section.getByTestId('credit-day').filter({ hasText: day });
  await expect(card).toContainText('09:00');
  await expect(card).toContainText('11:30');
  await expect(card).toContainText('150');
  await card.getByRole('button', { name: /Object to this day/ }).click();
  await card.getByRole('button', { name: 'Send the objection' }).click();
  await expect(card.getByText('This field is required.')).toBeVisible();
  await card.getByLabel('What is wrong?').fill('I left at 14:30; the exit desk was closed.');
  await card.getByRole('button', { name: 'Send the objection' }).click();
  await expect(card.getByTestId('my-objection')).toContainText('Objection received');
  expect(await seriousViolations(mine), 'my credits').toEqual([]);
  await shots(mine, 'mypage-credits-objection');

  // 6. The organiser accepts it with the corrected figure and a memo.
  await page.goto('/admin/main/credits/objections');
  await expect(page.getByRole('heading', { level: 1, name: 'CME credits: objections' })).toBeVisible();
  const objection = page.getByTestId('objection-row').filter({ hasText: member.email });
  await expect(objection).toContainText('I left at 14:30; the exit desk was closed.');
  await expect(objection).toContainText('Open');
  await objection.getByRole('button', { name: /Answer/ }).click();
  const answer = page.getByRole('dialog');
  await answer.getByLabel('Minutes counted').fill('330');
  await answer.getByLabel('Points').fill('6');
  await answer.getByLabel('Answer to the member').fill('The session chair confirmed you stayed until 14:30.');
  expect(await seriousViolations(page), 'answer dialog').toEqual([]);
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The answer to' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Accepted' });
  await expect(page.getByTestId('objection-row').filter({ hasText: member.email })).toContainText(
    '330 min · 6 pts',
  );
  await shots(page, 'admin-objections');

  await mine.reload();
  await expect(card.getByTestId('my-objection')).toContainText('Objection accepted');
  await expect(card).toContainText(
    'Answer of the secretariat: The session chair confirmed you stayed until 14:30.',
  );
  await expect(card).toContainText('330');

  // 7. Final: the KMA report, keyed on the licence number, holds the corrected points.
  await page.goto('/admin/main/credits/schemes');
  await page.getByRole('button', { name: 'Make the figures final' }).click();
  await ask.getByRole('button', { name: 'Make the figures final' }).click();
  await expect(ask).toContainText('The phase is now: Final.');
  await ask.getByRole('button', { name: 'OK' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  const kma = await downloadWithReason(
    page,
    downloads.locator('div', { hasText: scheme }).getByRole('button', { name: 'KMA report (Excel)' }),
  );
  const kmaRows = await workbookRows((await kma.path()) as string);
  const reported = kmaRows.find((r) => r.includes(member.licence));
  expect(reported, JSON.stringify(kmaRows.slice(0, 5))).toBeDefined();
  expect(reported).toContain('6');
  const bulk = await downloadWithReason(page, downloads.getByRole('button', { name: 'English (PDF)' }));
  expect(
    readFileSync((await bulk.path()) as string)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await shots(page, 'admin-schemes-final');

  // 8. The member's certificate of attendance, read back.
  await mine.reload();
  await expect(mine.getByText('Your credits are final')).toBeVisible();
  const [certificate] = await Promise.all([
    mine.waitForEvent('download'),
    mine.getByRole('button', { name: 'Certificate in English' }).click(),
  ]);
  const text = await pdfText(readFileSync((await certificate.path()) as string));
  // The day as the English certificate writes it ("Fri 22 March 2024").
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  expect(text).toContain(`${date} ${monthName} ${year}`);
  expect(text).toMatch(/\b330\b/);
  expect(text).toMatch(/\b6\b/);
  expect(text.toLowerCase()).toContain(tag.toLowerCase());
  await shots(mine, 'mypage-credits-final');
  await memberContext.close();
});
