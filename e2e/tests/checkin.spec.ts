import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect as baseExpect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { createUser, type TestUser } from '../support/factories';
import { useToken } from '../support/session';
import { useLocale } from '../support/locale';
import { pdfText } from '../support/pdf';
import { withDb } from '../support/db';
import { downloadWithReason } from '../support/downloadReason';

// Issue 26 §1–2, the congress day at the desk: an organiser prints the badges (the PDF read
// back), the front desk checks a member in by camera (Chromium's fake camera plays a video made
// of the member's QR code: the page's zxing-wasm decoder reads it), then the network is cut for
// ten badge photos (decoded in the browser, queued, the waiting count on screen), restored (each
// scan recorded once), and the member's exit scanned.

const expect = baseExpect.configure({ timeout: 20_000 });
const work = mkdtempSync(path.join(tmpdir(), 'e2e-checkin-'));

/** A member from abroad with a paid registration under a badge name of their own. */
async function registrant(
  givenName: string,
  familyName: string,
  status = 'PAID',
): Promise<TestUser & { registrationId: number }> {
  const member = await createUser({ givenName, country: 'NL' });
  const registrationId = await withDb(async (db) => {
    await db.query(
      `UPDATE users SET "familyName" = $2, affiliation = 'Leiden University Medical Center' WHERE id = $1`,
      [member.id, familyName],
    );
    const { rows } = await db.query(
      `INSERT INTO registration_lists (user_id, category, price, currency, occupation, price_status, "badgeGivenName", "badgeFamilyName")
       VALUES ($1, 'ON_TIER1', '200', 'USD', 'FELLOW', $2, $3, $4) RETURNING id`,
      [member.id, status, givenName, familyName],
    );
    return rows[0].id as number;
  });
  return { ...member, registrationId };
}

/** The member's badge code, as the member area shows it. */
async function badgeCode(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ myBadge { code } }' },
  });
  const body = (await res.json()) as { data: { myBadge: { code: string } } };
  return body.data.myBadge.code;
}

/**
 * A Y4M video (what Chromium's fake camera plays) of one QR code on white: 640 × 480, 4:2:0,
 * the code 8 pixels a module in the middle.
 */
function qrVideo(code: string, file: string) {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const side = (modules.size + 8) * scale; // a quiet zone of 4 modules each side
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size * scale; y += 1)
    for (let x = 0; x < modules.size * scale; x += 1)
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + 4 * scale + y) * width + left + 4 * scale + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

const scanCount = (ids: number[]) =>
  withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT registration_id, kind, count(*)::int AS n FROM attendance_scans
        WHERE registration_id = any($1::int[]) GROUP BY registration_id, kind ORDER BY registration_id, kind`,
      [ids],
    );
    return rows as { registration_id: number; kind: string; n: number }[];
  });

test('badges printed, a member checked in by camera, ten scans offline sent once, the exit scanned', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `Desk${Date.now().toString(36)}`;
  const member = await registrant(tag, 'Visser');
  const others = await Promise.all(
    Array.from({ length: 10 }, (_, i) => registrant(`${tag}${'ABCDEFGHIJ'[i]}`, 'Offline')),
  );
  await registrant(tag, 'Unpaid', 'UNPAID');

  // 1. The organiser prints the badges of the filtered list (A4 sheets), and reads the PDF.
  const organiser = await createUser({ role: 'Authenticated' });
  await useToken(page, organiser.token);
  await page.goto('/admin/main/regist/committeUserData');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Name contains').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(member.email) })).toBeVisible();
  const download = await downloadWithReason(
    page,
    page.getByRole('button', { name: 'Badges (A4 sheets, PDF)' }),
  );
  expect(download.suggestedFilename()).toBe('badges-a4.pdf');
  const text = await pdfText(readFileSync((await download.path()) as string));
  expect(text).toContain(`${tag} VISSER`);
  expect(text).toContain('Leiden University Medical Center');
  expect(text).toContain('Overseas participants');
  expect(text).not.toContain('UNPAID');
  expect(text).not.toMatch(/TIER/);
  expect(text).toContain(`No. ${member.registrationId}`);

  // 2. The member's QR code, as their phone shows it, played by the desk's (fake) camera.
  const video = path.join(work, 'badge.y4m');
  qrVideo(await badgeCode(page, member.token), video);
  const desk = await createUser({ role: 'FrontDesk' });
  const deskBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await deskBrowser.newContext({
      baseURL: test.info().project.use.baseURL,
      permissions: ['camera'],
      viewport: { width: 390, height: 844 },
    });
    const phone = await context.newPage();
    await useToken(phone, desk.token);
    await phone.goto('/admin/main/checkin');
    await expect(phone.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    const result = phone.getByTestId('checkin-result');
    const waiting = phone.getByTestId('checkin-waiting');
    await phone.getByRole('button', { name: 'Start camera' }).click();
    await expect(result).toHaveAttribute('data-outcome', 'RECORDED');
    await expect(result).toContainText('Entry · Recorded');
    await expect(phone.getByTestId('checkin-name')).toHaveText(`${tag} VISSER`);
    await expect(result).toContainText('Overseas participants');
    await phone.screenshot({ path: path.join(work, 'checkin-390.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Stop camera' }).click();
    expect(await scanCount([member.registrationId])).toEqual([
      { registration_id: member.registrationId, kind: 'ENTRY', n: 1 },
    ]);

    // 3. The network goes: ten badge photos are decoded and kept on the device.
    await context.setOffline(true);
    await expect(phone.getByTestId('checkin-status')).toContainText('Offline');
    for (const [index, other] of others.entries()) {
      const png = path.join(work, `badge-${index}.png`);
      await QRCode.toFile(png, await badgeCode(page, other.token), { width: 360, margin: 4 });
      await phone.getByTestId('checkin-photo').setInputFiles(png);
      await expect(waiting).toHaveText(
        index === 0 ? '1 scan waiting to be sent' : `${index + 1} scans waiting to be sent`,
      );
    }
    await expect(result).toHaveAttribute('data-outcome', 'QUEUED');
    await phone.screenshot({ path: path.join(work, 'checkin-offline-390.png'), fullPage: true });
    expect(await scanCount(others.map((o) => o.registrationId))).toEqual([]);
    // Kept in the browser's storage meanwhile (a reload would not lose them).
    expect(
      await phone.evaluate(() => JSON.parse(localStorage.getItem('congress.checkIn.queue') ?? '[]').length),
    ).toBe(10);

    // 4. The network returns: every scan is sent, each recorded once.
    await context.setOffline(false);
    await expect(waiting).toHaveText('No scans waiting', { timeout: 30_000 });
    await expect(phone.getByTestId('checkin-status')).toContainText('Online');
    expect(await scanCount(others.map((o) => o.registrationId))).toEqual(
      others
        .map((o) => ({ registration_id: o.registrationId, kind: 'ENTRY', n: 1 }))
        .sort((a, b) => a.registration_id - b.registration_id),
    );

    // 5. The member leaves: the exit, scanned by camera.
    await phone.getByRole('button', { name: 'Exit' }).click();
    await phone.getByRole('button', { name: 'Start camera' }).click();
    await expect(result).toContainText('Exit · Recorded');
    await expect(phone.getByTestId('checkin-name')).toHaveText(`${tag} VISSER`);
    await phone.getByRole('button', { name: 'Stop camera' }).click();
    expect(await scanCount([member.registrationId])).toEqual([
      { registration_id: member.registrationId, kind: 'ENTRY', n: 1 },
      { registration_id: member.registrationId, kind: 'EXIT', n: 1 },
    ]);

    // 6. The search fallback: an unpaid registrant is turned away.
    await phone.getByRole('button', { name: 'Entry' }).click();
    await phone
      .getByRole('search')
      .getByRole('textbox')
      .fill(`${tag} Unpaid`.split(' ')[0] as string);
    await phone.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const unpaidRow = phone.getByRole('listitem').filter({ hasText: `${tag} UNPAID` });
    await unpaidRow.getByRole('button', { name: 'Record entry' }).click();
    await expect(result).toHaveAttribute('data-outcome', 'UNPAID');
    await expect(result).toContainText('Not paid');
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.screenshot({ path: path.join(work, 'checkin-1440.png'), fullPage: true });
    // The desk in Korean (the language switch of the back office).
    await phone.getByRole('button', { name: '한국어' }).click();
    await expect(phone.getByTestId('checkin-status')).toContainText('온라인');
    await phone.screenshot({ path: path.join(work, 'checkin-ko-1440.png'), fullPage: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.screenshot({ path: path.join(work, 'checkin-ko-390.png'), fullPage: true });
    await context.close();
  } finally {
    await deskBrowser.close();
  }

  // 7. The member's badge on the phone, in both languages.
  const own = await (await browser.newContext()).newPage();
  await useToken(own, member.token);
  await useLocale(own, 'en');
  await own.goto('/mypage/my_registration');
  const section = own.getByTestId('my-badge');
  await expect(section).toContainText(`${tag} VISSER`);
  await expect(
    section.getByRole('img', { name: `QR code of badge no. ${member.registrationId}` }),
  ).toBeVisible();
  for (const locale of ['en', 'ko']) {
    if (locale === 'ko') {
      await own.setViewportSize({ width: 1440, height: 900 });
      await own.getByRole('button', { name: '한국어' }).first().click();
      await expect(section.getByRole('heading', { name: '내 명찰' })).toBeVisible();
    }
    for (const width of [390, 1440]) {
      await own.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await own.screenshot({ path: path.join(work, `my-badge-${locale}-${width}.png`) });
    }
  }
  console.log(`check-in screenshots in ${work}`);
});

// Issue 36: a desk opened, then taken offline before its first badge. The reader, the fonts and
// the roster were loaded as the page opened: a badge photo is queued (never "unknown badge"), the
// search finds a name in the roster kept on the device, a scan made while the device's clock was a
// day ahead rides in the same offline batch. Back online, the good scans are recorded and only the
// bad one is refused, listed with why; the logout wipes the roster and keeps nothing unsent behind.
test('a desk offline before its first scan: badge queued, name found offline, one bad scan of the batch refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `Off${Date.now().toString(36)}`;
  const [badged, searched, skewed] = await Promise.all([
    registrant(`${tag}Alpha`, 'Visser'),
    registrant(`${tag}Beta`, 'Jansen'),
    registrant(`${tag}Gamma`, 'Smit'),
  ]);
  // A member from Korea: the roster gives the Korean name, which must draw offline.
  const korean = await registrant(`${tag}Delta`, 'Kim');
  await withDb((db) =>
    db.query(
      `UPDATE users SET country = 'KR', name_kr = '김서윤', affiliation_kr = '부산대학교' WHERE id = $1`,
      [korean.id],
    ),
  );
  const desk = await createUser({ role: 'FrontDesk' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  // The device's clock, to be set a day ahead for one scan (a desk with a wrong clock).
  await phone.clock.install({ time: new Date() });
  await useToken(phone, desk.token);
  const code = async (member: TestUser) => {
    const png = path.join(work, `badge-${member.id}.png`);
    await QRCode.toFile(png, await badgeCode(phone, member.token), { width: 360, margin: 4 });
    return png;
  };
  const [badgedPng, skewedPng] = [await code(badged), await code(skewed)];

  await phone.goto('/admin/main/checkin');
  const result = phone.getByTestId('checkin-result');
  const waiting = phone.getByTestId('checkin-waiting');
  // Ready offline once the reader, the fonts and the roster are on the device.
  await expect(phone.getByTestId('checkin-offline-ready')).toHaveAttribute('data-ready', 'true');
  await context.setOffline(true);
  await expect(phone.getByTestId('checkin-status')).toContainText('Offline');

  // 1. A badge photo, the first scan of this page: decoded and queued, the roster names it.
  await phone.getByTestId('checkin-photo').setInputFiles(badgedPng);
  await expect(waiting).toHaveText('1 scan waiting to be sent');
  await expect(result).toHaveAttribute('data-outcome', 'QUEUED');
  await expect(result).toContainText('Kept on this device');
  await expect(result).toContainText(`${tag}Alpha VISSER (No. ${badged.registrationId})`);
  await expect(result).not.toContainText('Unknown badge');

  // 2. The clock a day ahead for one badge: kept like any other.
  await phone.clock.setSystemTime(new Date(Date.now() + 86_400_000));
  await phone.getByTestId('checkin-photo').setInputFiles(skewedPng);
  await expect(waiting).toHaveText('2 scans waiting to be sent');
  await phone.clock.setSystemTime(new Date());

  // 3. The search without the network: the roster on the device finds the name.
  const search = phone.getByRole('search');
  await search.getByRole('textbox').fill(`jansen ${tag}beta`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(phone.getByText('Without network: found in the list kept on this device')).toBeVisible();
  const row = phone.getByTestId('checkin-found-local').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${tag}Beta JANSEN`);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('@');
  await row.getByRole('button', { name: 'Record entry' }).click();
  await expect(waiting).toHaveText('3 scans waiting to be sent');
  await search.getByRole('textbox').fill('김서윤');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(row).toContainText('김서윤');
  // The Korean face's files for that name were fetched before the network went: no boxes.
  expect(
    await phone.evaluate(() => ({
      loaded: [...document.fonts].some((f) => f.family.includes('Noto Sans KR') && f.status === 'loaded'),
      drawn: ['400', '700'].every((w) =>
        document.fonts.check(`${w} 16px 'Noto Sans KR'`, '김서윤 부산대학교 입장'),
      ),
    })),
  ).toEqual({ loaded: true, drawn: true });
  expect(await scanCount([badged.registrationId, searched.registrationId, skewed.registrationId])).toEqual(
    [],
  );

  // 4. Back online: one batch of three; the API refuses it for the scan dated tomorrow, names it,
  // and the two good scans are recorded; the bad one is listed as refused, with why.
  await context.setOffline(false);
  await phone.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(waiting).toHaveText('No scans waiting', { timeout: 30_000 });
  expect(await scanCount([badged.registrationId, searched.registrationId, skewed.registrationId])).toEqual(
    [badged, searched]
      .map((r) => ({ registration_id: r.registrationId, kind: 'ENTRY', n: 1 }))
      .sort((a, b) => a.registration_id - b.registration_id),
  );
  const refused = phone.getByTestId('checkin-refused');
  await expect(refused).toContainText('1 scan refused by the server');
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused).toContainText(`${tag}Gamma SMIT (No. ${skewed.registrationId})`);
  await expect(refused).toContainText(
    "the scan's date and time are not accepted (check this device's clock)",
  );
  await phone.screenshot({ path: path.join(work, 'checkin-refused-390.png'), fullPage: true });

  // 5. The logout wipes the roster; the refused list (numbers, no contact data) stays for the desk.
  expect(await phone.evaluate(() => localStorage.getItem('congress.session.checkIn.roster'))).not.toBeNull();
  await phone.getByRole('button', { name: 'Logout' }).click();
  await expect(phone).toHaveURL(/\/admin\/login/);
  expect(await phone.evaluate(() => localStorage.getItem('congress.session.checkIn.roster'))).toBeNull();
  await context.close();
});
