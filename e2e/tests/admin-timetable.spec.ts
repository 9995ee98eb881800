// Issue 28 §1: an organiser builds a timetable in the back office's editor — three days, two rooms,
// sessions with a talk by an invited speaker and one from an accepted abstract — moves a session by
// drag and by keyboard, sees a person in two places at once appear and go, undoes a change and
// publishes; on a phone the day is a list. Names carry the run's id: a reused server keeps the days
// and rooms of an earlier run.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { createUser, type TestUser } from '../support/factories';
import { useLocale } from '../support/locale';
import { useToken } from '../support/session';
import { withDb } from '../support/db';

const expect = baseExpect.configure({ timeout: 20_000 });
// Three minutes: a loaded CI machine takes a minute to build the timetable through the editor alone.
test.describe.configure({ timeout: 180_000 });

const PAGE = '/admin/main/general/timetable';
const run = Date.now().toString(36).slice(-5);

async function gql(page: Page, token: string, query: string, variables: object = {}) {
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

async function acceptedAbstract(presenter: TestUser, title: string) {
  await withDb(async (db) => {
    await db.query(
      `INSERT INTO abstracts (user_id, title, topic, preference, category, status)
       VALUES ($1, $2, 'BREAST', 'ORAL', 'ORIGINAL', 'ACCEPTED')`,
      [presenter.id, title],
    );
  });
}

/** Three future dates no earlier run used (a day's date is unique). */
function dates(): string[] {
  const base = Date.UTC(2031, 0, 1) + (Date.now() % 3000) * 3 * 86_400_000;
  return [0, 1, 2].map((i) => new Date(base + i * 86_400_000).toISOString().slice(0, 10));
}

const block = (page: Page, id: string) => page.locator(`[data-session-id="${id}"]`);

async function newSession(
  page: Page,
  v: { en: string; ko: string; room: string; start: string; end: string; chair?: string },
): Promise<{ editor: Locator; id: string }> {
  await page.getByRole('button', { name: 'New session' }).click();
  const editor = page.getByRole('dialog', { name: 'New session' });
  const form = editor.getByRole('form', { name: 'Session' });
  await form.getByLabel('Room').selectOption({ label: v.room });
  await form.getByLabel('Title in English').fill(v.en);
  await form.getByLabel('Title in Korean').fill(v.ko);
  await form.getByLabel('Start').fill(v.start);
  await form.getByLabel('End').fill(v.end);
  if (v.chair) await form.getByRole('checkbox', { name: new RegExp(v.chair) }).check();
  await form.getByRole('button', { name: 'Create session' }).click();
  const saved = page.getByRole('dialog', { name: `Session: ${v.en}` });
  await expect(saved.getByRole('status')).toHaveText('Session saved.');
  const id = await page.locator('[data-session-id]', { hasText: v.en }).getAttribute('data-session-id');
  return { editor: saved, id: id! };
}

async function addTalk(
  editor: Locator,
  source: 'Invited speakers' | 'Accepted abstracts',
  person: RegExp,
  minutes: string,
  titles?: [string, string],
) {
  const form = editor.getByRole('form', { name: 'Add a talk' });
  await form.getByLabel('Speaker from').selectOption({ label: source });
  await form
    .getByLabel(source === 'Invited speakers' ? 'Invited speaker' : 'Accepted abstract')
    .selectOption({
      label: (await form.locator('option', { hasText: person }).first().textContent())!,
    });
  if (titles) {
    await form.getByLabel('Talk title in English').fill(titles[0]);
    await form.getByLabel('Talk title in Korean').fill(titles[1]);
  }
  await form.getByLabel('Length (minutes)').fill(minutes);
  await form.getByRole('button', { name: 'Add talk' }).click();
  await expect(editor.getByRole('status').last()).toHaveText('Talk added.');
}

test('an organiser builds, rearranges and publishes a timetable', async ({ page, request }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const chair = await createUser({ givenName: `Chair${run}` });
  const speaker = await createUser({ givenName: `Speaker${run}` });
  const presenter = await createUser({ givenName: `Presenter${run}` });
  await gql(page, organiser.token, 'mutation($ids: [ID!]!) { inviteSpeakers(ids: $ids) { ok } }', {
    ids: [chair.id, speaker.id],
  });
  const abstractTitle = `Margins in breast surgery ${run}`;
  await acceptedAbstract(presenter, abstractTitle);

  await useToken(page, organiser.token);
  await useLocale(page, 'en');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Timetable editor' })).toBeVisible({
    timeout: 60_000,
  });

  // Three days and two rooms.
  await page.getByRole('button', { name: 'Days and rooms' }).click();
  const setup = page.getByRole('dialog', { name: 'Days and rooms' });
  const days = dates();
  const addDay = setup.getByRole('form', { name: 'Add day' });
  for (const [i, date] of days.entries()) {
    await addDay.getByLabel('Date').fill(date);
    await addDay.getByLabel('Name in English').fill(`Day ${i + 1} ${run}`);
    await addDay.getByLabel('Name in Korean').fill(`${i + 1}일차 ${run}`);
    await addDay.getByRole('button', { name: 'Add day' }).click();
    await expect(setup.getByRole('status')).toHaveText('Day added.');
    await expect(setup.getByRole('button', { name: `Delete day Day ${i + 1} ${run}` })).toBeVisible();
  }
  const addRoom = setup.getByRole('form', { name: 'Add room' });
  for (const [en, ko] of [
    [`Hall A ${run}`, `A홀 ${run}`],
    [`Hall B ${run}`, `B홀 ${run}`],
  ]) {
    await addRoom.getByLabel('Name in English').fill(en!);
    await addRoom.getByLabel('Name in Korean').fill(ko!);
    await addRoom.getByRole('button', { name: 'Add room' }).click();
    await expect(setup.getByRole('button', { name: `Delete room ${en}` })).toBeVisible();
  }
  await setup.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: new RegExp(`Day 1 ${run}`) }).click();

  // A session chaired by one invited speaker, with a talk by another and one from an abstract.
  const a = await newSession(page, {
    en: `Breast pathology ${run}`,
    ko: `유방 병리 ${run}`,
    room: `Hall A ${run} · A홀 ${run}`,
    start: '09:00',
    end: '10:00',
    chair: `Chair${run}`,
  });
  await addTalk(a.editor, 'Invited speakers', new RegExp(`Speaker${run}`), '20', [
    'Grading invasive carcinoma',
    '침윤성 암종의 등급',
  ]);
  await addTalk(a.editor, 'Accepted abstracts', new RegExp(abstractTitle), '15');
  await expect(a.editor.getByRole('listitem').filter({ hasText: abstractTitle })).toContainText(
    `Presenter${run} Lee`,
  );
  await a.editor.getByRole('button', { name: 'Close' }).click();
  const roomA = (await block(page, a.id).locator('xpath=..').getAttribute('data-room-column'))!;

  // The chair also speaks in Hall B, later the same morning: no conflict yet.
  const b = await newSession(page, {
    en: `Molecular update ${run}`,
    ko: `분자 병리 ${run}`,
    room: `Hall B ${run} · B홀 ${run}`,
    start: '11:00',
    end: '12:00',
  });
  await addTalk(b.editor, 'Invited speakers', new RegExp(`Chair${run}`), '30', [
    'Sequencing',
    '염기서열 분석',
  ]);
  await b.editor.getByRole('button', { name: 'Close' }).click();
  await expect(block(page, b.id)).toHaveAttribute('aria-label', /^11:00–12:00, Symposium: Molecular/);
  await expect(page.getByRole('heading', { name: 'Conflicts (0)' })).toBeVisible();

  // Dragged up 90 minutes (2 px a minute): the chair is now in two places at once.
  await block(page, b.id).scrollIntoViewIfNeeded();
  const box = (await block(page, b.id).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 80, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y - 160, { steps: 5 });
  await page.mouse.up();
  await expect(block(page, b.id)).toHaveAttribute('aria-label', /^09:30–10:30, .*\. Conflict, Hall /);
  await expect(block(page, a.id)).toContainText('⚠ Conflict');
  const conflicts = page.getByRole('region', { name: 'Conflicts (1)' });
  await expect(conflicts).toContainText(`Chair${run} Lee: This person is in two places at once.`);
  // A block in conflict too: its name starts with what it shows.
  expect(
    await seriousViolations(page, { labelInName: true, include: '[data-session-id]' }),
    'conflict',
  ).toEqual([]);

  // By keyboard: into Hall A is refused (the room is taken), down by 5-minute steps resolves it.
  await block(page, b.id).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('alert')).toHaveText('Another session is in this room at that time.');
  for (const time of ['09:35', '09:40', '09:45', '09:50', '09:55', '10:00']) {
    await block(page, b.id).focus();
    await page.keyboard.press('ArrowDown');
    await expect(block(page, b.id)).toHaveAttribute('aria-label', new RegExp(`^${time}–`));
  }
  await expect(block(page, b.id)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Conflicts (0)' })).toBeVisible();
  // Shift+ArrowDown lengthens it by 5 minutes.
  await page.keyboard.press('Shift+ArrowDown');
  await expect(block(page, b.id)).toHaveAttribute('aria-label', /^10:00–11:05,/);

  // Undo (button), then Ctrl+Z: the conflict is back, then a step down resolves it again.
  await page.getByRole('button', { name: 'Undo: session moved' }).click();
  await expect(block(page, b.id)).toHaveAttribute('aria-label', /^10:00–11:00,/);
  await block(page, b.id).focus();
  await page.keyboard.press('Control+z');
  await expect(block(page, b.id)).toHaveAttribute('aria-label', /^09:55–10:55, .*\. Conflict, Hall /);
  await expect(page.getByRole('heading', { name: 'Conflicts (1)' })).toBeVisible();
  await block(page, b.id).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Conflicts (0)' })).toBeVisible();

  // A double click on an empty place in Hall A (10:30; the grid starts at 08:00, 2 px a minute).
  await page.locator(`[data-room-column="${roomA}"]`).dblclick({ position: { x: 40, y: (150 + 2) * 2 } });
  const fresh = page.getByRole('dialog', { name: 'New session' });
  await expect(fresh.getByLabel('Start')).toHaveValue('10:30');
  await expect(fresh.getByLabel('End')).toHaveValue('11:30');
  await expect(fresh.getByLabel('Room')).toHaveValue(roomA);
  // Each control's name starts with what it shows (axe's label-in-name rule, issue 36).
  expect(await seriousViolations(page, { labelInName: true }), 'new session').toEqual([]);
  await fresh.getByRole('button', { name: 'Close' }).click();

  // Enter opens the editor; both languages are side by side.
  await block(page, a.id).focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: `Session: Breast pathology ${run}` });
  await expect(editor.getByRole('form', { name: 'Session' }).getByLabel('Title in Korean')).toHaveValue(
    `유방 병리 ${run}`,
  );
  await editor.getByRole('button', { name: 'Close' }).click();

  expect(await seriousViolations(page, { labelInName: true })).toEqual([]);

  // Publish: the confirmation says what happens, the version is listed.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publish the programme?' });
  await expect(publish).toContainText('The public site will show this draft at once');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish.getByRole('status')).toHaveText(/^Version \d+ is published\.$/);
  const version = (await publish.getByRole('status').textContent())!.match(/\d+/)![0];
  await publish.getByRole('button', { name: 'OK' }).click();
  const versions = page.getByRole('region', { name: 'Published versions' });
  await expect(versions.getByRole('row').nth(1)).toContainText(version);
  // The public site follows with no build and no deploy: within a minute the published session is in
  // the HTML a visitor without JavaScript (and a search engine) gets, in both languages.
  for (const [locale, title, path] of [
    ['en', `Breast pathology ${run}`, `/programs/program_glance?day=${days[0]}`],
    ['ko', `유방 병리 ${run}`, `/programs/program_glance?day=${days[0]}`],
    ['en', `Breast pathology ${run}`, `/programs/program_scientific?day=${days[0]}`],
    ['ko', `유방 병리 ${run}`, `/programs/program_scientific?day=${days[0]}`],
    // The invited speakers' page lists the speaker with their talk of the published programme.
    ['en', 'Grading invasive carcinoma', '/programs/invited_speaker'],
  ] as const) {
    // At once: the publication raised the content version in its own transaction, so the next
    // request renders the page anew (no background job to wait for).
    const html = await (
      await request.get(path, { headers: { cookie: `congress2024_locale=${locale}` } })
    ).text();
    expect(html, `the server's HTML of ${path} (${locale})`).toContain('id="page-state"');
    expect(html, `published in the server's HTML of ${path} (${locale})`).toContain(title);
  }
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();

  // Moving the first session moves both its talks: the next publication mails their two presenters.
  await block(page, a.id).focus();
  await page.keyboard.press('ArrowUp');
  await expect(block(page, a.id)).toHaveAttribute('aria-label', /^08:55–09:55,/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish).toContainText(
    '2 presenters whose talks moved since the last publication get a mail with the old and the new time.',
  );
  await publish.getByRole('button', { name: 'Cancel' }).click();

  // A phone: the day as a list in time order, each session opening the same editor.
  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('list', { name: 'Sessions of the day, in time order' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`08:55–09:55 · Hall A ${run} · A홀 ${run}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText('10:00–11:00');
  await list.getByRole('button', { name: /Molecular update/ }).click();
  const phoneEditor = page.getByRole('dialog', { name: `Session: Molecular update ${run}` });
  await expect(phoneEditor).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Deleted after a confirmation, and brought back (with its talk) by undo.
  await phoneEditor.getByRole('button', { name: 'Delete session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
  await expect(confirm).toContainText(`“Molecular update ${run}” and its talks will be deleted.`);
  await confirm.getByRole('button', { name: 'Delete session' }).click();
  await expect(confirm.getByRole('status')).toHaveText('Session deleted.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo: session deleted' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});
