// Issue 39 §4: an organiser sets the retention periods (a period below the law's minimum is
// refused), makes a dry run of the schedule on seeded old data and erases what it listed (the old
// member anonymised, their old payment kept without the payer's identity); a member downloads
// their own data and asks for its deletion, which the organiser sees with its due date and acts on.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/factories';
import { withDb } from '../support/db';
import { useToken } from '../support/session';

test.setTimeout(120_000);

test('retention: dry run and real run in the back office; a member’s own data and deletion request', async ({
  page,
  browser,
}) => {
  // Seeded old data: a member last seen at the 2024 congress, with a payment of 2018.
  const old = await createUser({ givenName: 'Oldtimer' });
  const payId = await withDb(async (db) => {
    await db.query(
      `UPDATE users SET created_at = '2023-01-01T00:00:00+09:00', last_login_at = '2024-03-20T10:00:00+09:00',
              "mobilePhone" = '010-2222-3333' WHERE id = $1`,
      [old.id],
    );
    const { rows } = await db.query(
      `INSERT INTO pays (trade_id, product_name, total, pay_status, user_id, user_name, user_email, noti_url, close_url,
                         fail_url, fail_redirect, success_redirect, created_at, paid_at)
       VALUES ($1, 'KSP 2018 registration', 150000, 'PAID', $2, 'Oldtimer Lee', $3, 'x', 'x', 'x', 'x', 'x',
               '2018-05-01T10:00:00+09:00', '2018-05-01T10:00:00+09:00') RETURNING id`,
      [`E2E${old.id}`, old.id, old.email],
    );
    return rows[0].id as number;
  });
  const organiser = await createUser({ role: 'Authenticated', givenName: 'Organiser' });
  const back = await (await browser.newContext()).newPage();
  await useToken(back, organiser.token);
  await back.goto('/admin/main/general/retention');
  await expect(back.getByRole('heading', { name: 'Retention of personal data' })).toBeVisible();

  // Below the tax law's five years: refused on the field. Attendance kept long: not part of this run.
  const form = back.getByRole('form', { name: 'Retention of personal data' });
  await form.getByLabel(/^Payment records/).fill('4');
  await form.getByLabel(/^Attendance and credits/).fill('10');
  await form.getByLabel(/^Members’ accounts/).fill('12');
  await form.getByLabel(/^Last day of the congress/).fill('2024-03-23');
  await form.getByRole('button', { name: 'Save periods' }).click();
  await expect(form.getByText('Below the minimum the law requires.')).toBeVisible();
  await form.getByLabel(/^Payment records/).fill('5');
  await form.getByRole('button', { name: 'Save periods' }).click();
  await expect(back.getByText('Periods saved.')).toBeVisible();

  // The dry run lists the old member (account and payment) and not the organiser; nothing changes.
  await back.getByRole('button', { name: 'Dry run now' }).click();
  const dry = back
    .getByRole('article')
    .filter({ hasText: /^Dry run \d+/ })
    .first();
  await expect(dry).toContainText(`Oldtimer Lee (${old.email})`);
  await expect(dry).not.toContainText(organiser.email);
  await withDb(async (db) => {
    const { rows } = await db.query('SELECT email FROM users WHERE id = $1', [old.id]);
    expect(rows[0].email).toBe(old.email);
  });

  // The real run erases what the dry run listed.
  await dry.getByRole('button', { name: 'Erase what this dry run lists' }).click();
  await dry.getByRole('group').getByRole('button', { name: 'Erase what this dry run lists' }).click();
  await expect(back.getByText(/Run \d+ erased what dry run \d+ listed\./)).toBeVisible();
  await withDb(async (db) => {
    const user = await db.query('SELECT email, "mobilePhone", anonymised_at FROM users WHERE id = $1', [
      old.id,
    ]);
    expect(user.rows[0]).toMatchObject({ email: `erased-${old.id}@erased.invalid`, mobilePhone: null });
    expect(user.rows[0].anonymised_at).not.toBeNull();
    const pay = await db.query('SELECT user_name, user_email, total FROM pays WHERE id = $1', [payId]);
    expect({ ...pay.rows[0], total: Number(pay.rows[0].total) }).toEqual({
      user_name: '',
      user_email: '',
      total: 150000,
    });
  });

  // A member downloads their own data.
  const member = await createUser({ givenName: 'Datamember' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ksp2024-my-data.json');
  const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as {
    account: { id: number; email: string; givenName: string };
  };
  expect(data.account).toMatchObject({ id: member.id, email: member.email, givenName: 'Datamember' });
  expect(JSON.stringify(data)).not.toContain(organiser.email);

  // … and asks for its deletion.
  await page.getByLabel(/^Reason/).fill('I no longer attend congresses.');
  await page.getByRole('button', { name: 'Ask for deletion' }).click();
  await page
    .getByRole('group', { name: 'Ask for deletion' })
    .getByRole('button', { name: 'Ask for deletion' })
    .click();
  const open = page.getByTestId('deletion-open');
  await expect(open).toContainText('The secretariat acts on it by');

  // The organiser sees it with its due date (10 days) and acts on it.
  await back.goto('/admin/main/member/deletionRequests');
  const row = back.getByRole('row', { name: new RegExp(member.email) });
  const due = await withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT to_char((due_at - interval '1 second') AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day
         FROM deletion_requests WHERE user_id = $1`,
      [member.id],
    );
    return rows[0].day as string;
  });
  await expect(open).toContainText(due);
  await expect(row).toContainText(due);
  await expect(row).toContainText('I no longer attend congresses.');
  await row.getByRole('button', { name: /^Delete now/ }).click();
  await row.getByRole('group').getByRole('button', { name: 'Delete now' }).click();
  await expect(
    back.getByText('The data of Datamember Lee has been deleted; the member has been told.'),
  ).toBeVisible();
  await withDb(async (db) => {
    const { rows } = await db.query('SELECT anonymised_at FROM users WHERE id = $1', [member.id]);
    expect(rows[0].anonymised_at).not.toBeNull();
    // The daily job and later specs see the periods as configured at start.
    await db.query(
      'UPDATE retention_settings SET congress_ended_on = NULL, attendance_years = 3, version = version + 1',
    );
  });
});
