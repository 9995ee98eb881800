import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createUser } from '../support/factories';
import { useToken as startSessionWith } from '../support/session';
import { withDb } from '../support/db';
import { downloadWithReason } from '../support/downloadReason';

const MEMBERS = '/admin/main/member/allUsers';

/** Members with one given name shared only by this test, so its filter finds them alone. */
async function membersNamed(prefix: string, suffixes: string[]) {
  return Promise.all(suffixes.map((s) => createUser({ givenName: `${prefix}${s}` })));
}

async function asOrganiser(page: Page) {
  const organiser = await createUser({ role: 'Authenticated' });
  // Not a React hook despite its name (a Playwright helper): renamed for the hooks lint rule.
  await startSessionWith(page, organiser.token);
  return organiser;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });

async function searchGivenName(page: Page, value: string) {
  await filters(page).getByLabel('Given name').fill(value);
  await filters(page).getByRole('button', { name: 'Search' }).click();
}

test('filters live in the URL: a reload, the back button and a shared link show the same list', async ({
  page,
}) => {
  const prefix = `Url${randomUUID().slice(0, 6)}`;
  const [first] = await membersNamed(prefix, ['a', 'b']);
  await asOrganiser(page);
  await page.goto(MEMBERS);

  await searchGivenName(page, prefix);
  await expect(page).toHaveURL(new RegExp(`givenName=${prefix}`));
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();

  await searchGivenName(page, `${prefix}a`);
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  const narrowUrl = page.url();

  await page.reload();
  await expect(filters(page).getByLabel('Given name')).toHaveValue(`${prefix}a`);
  await expect(page.getByRole('row', { name: new RegExp(first!.email) })).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(filters(page).getByLabel('Given name')).toHaveValue(prefix);
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();

  // "Any" on a filter with a default (Deleted: no) is kept in the link too.
  await filters(page).getByLabel('Deleted').selectOption('');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/delete=any/);

  // The narrowed link opened in a fresh tab shows the narrowed list.
  const other = await page.context().newPage();
  await other.goto(narrowUrl);
  await expect(other.getByText('1 member', { exact: true })).toBeVisible();
  await expect(other.getByRole('search', { name: 'Filters' }).getByLabel('Given name')).toHaveValue(
    `${prefix}a`,
  );
});

test('a column header sorts the list both ways and says so (aria-sort)', async ({ page }) => {
  const prefix = `Sort${randomUUID().slice(0, 6)}`;
  const members = await membersNamed(prefix, ['b', 'c', 'a']);
  await asOrganiser(page);
  await page.goto(MEMBERS);
  await searchGivenName(page, prefix);
  await expect(page.getByText('3 members', { exact: true })).toBeVisible();

  const header = page.getByRole('columnheader', { name: /Given name/ });
  const givenNames = () =>
    page
      .getByRole('row')
      .filter({ hasText: prefix })
      .evaluateAll(
        (rows, p) => rows.map((r) => (r.textContent ?? '').match(new RegExp(`${p}[abc]`))?.[0]),
        prefix,
      );
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=givenName&dir=asc/);
  await expect.poll(givenNames).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(givenNames).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);
  // The sort button keeps the focus for the next press.
  await expect(header.getByRole('button')).toBeFocused();
  expect(members).toHaveLength(3);
});

test('bulk delete asks first, names the members, reports the outcome and returns the focus', async ({
  page,
}) => {
  const prefix = `Del${randomUUID().slice(0, 6)}`;
  const [a, b] = await membersNamed(prefix, ['a', 'b']);
  await asOrganiser(page);
  await page.goto(MEMBERS);
  await searchGivenName(page, prefix);
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  const deleteButton = page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', {
    name: 'Delete',
  });

  // Cancel changes nothing and gives the focus back.
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 members?' });
  await expect(dialog).toContainText(a!.email);
  await expect(dialog).toContainText(b!.email);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete 2 members' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 members deleted.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(deleteButton).toBeFocused();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 members deleted.' })).toBeVisible();

  // Deleted members are found again with the Deleted filter, and can be restored.
  await filters(page).getByLabel('Deleted').selectOption('true');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(a!.email) });
  await expect(row).toContainText('Deleted');
  await row.getByRole('button', { name: /^Restore/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this member?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
});

test("an organiser's own row cannot be blocked or deleted, alone or in bulk", async ({ page }) => {
  const organiser = await asOrganiser(page);
  await page.goto(`${MEMBERS}?email_contains=${encodeURIComponent(organiser.email)}`);
  const row = page.getByRole('row', { name: new RegExp(organiser.email) });
  await expect(row).toContainText('This is you');
  await expect(row.getByRole('button', { name: /^(Block|Delete)/ })).toHaveCount(0);
  await row.getByRole('checkbox').check();
  await page
    .getByRole('group', { name: 'Actions on the selected rows' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('your own account is never changed from a list');
  await expect(dialog.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('members are moved into a group chosen by type, with a confirmation naming them', async ({ page }) => {
  const prefix = `Grp${randomUUID().slice(0, 6)}`;
  const [member] = await membersNamed(prefix, ['a']);
  await asOrganiser(page);
  await page.goto(MEMBERS);
  await searchGivenName(page, prefix);
  await page.getByRole('checkbox', { name: new RegExp(`Select .*${member!.email}`) }).check();
  await page.getByRole('button', { name: 'Change group' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Move 1 member to another group?' });
  await expect(dialog.getByRole('button', { name: 'Move 1 member' })).toBeDisabled();
  await dialog
    .getByLabel('Group type to move them into')
    .selectOption({ label: 'Organising committee: Organising committee' });
  await dialog.getByRole('button', { name: 'Move 1 member' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    '1 member is now in the Organising committee group(s)',
  );
});

test('the export downloads an xlsx of the filtered list', async ({ page }) => {
  const prefix = `Xls${randomUUID().slice(0, 6)}`;
  const [a, b] = await membersNamed(prefix, ['a', 'b']);
  const outsider = await createUser();
  await asOrganiser(page);
  await page.goto(`${MEMBERS}?givenName=${prefix}`);
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  const download = await downloadWithReason(page, page.getByRole('button', { name: 'Export to Excel' }));
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  expect(cells).toContain(a!.email);
  expect(cells).toContain(b!.email);
  expect(cells).not.toContain(outsider.email);
  // Headers are the declared column labels, in the organiser's language.
  expect(cells).toContain('E-mail');

  // With rows ticked, the export takes only those.
  await page.getByRole('checkbox', { name: new RegExp(`Select .*${b!.email}`) }).check();
  const selected = await downloadWithReason(
    page,
    page.getByRole('button', { name: 'Export the selected row to Excel' }),
  );
  const onlyB = new ExcelJS.Workbook();
  await onlyB.xlsx.readFile(await selected.path());
  const selectedCells: string[] = [];
  onlyB.worksheets[0]!.eachRow((r) => r.eachCell((c) => selectedCells.push(String(c.value))));
  expect(selectedCells).toContain(b!.email);
  expect(selectedCells).not.toContain(a!.email);
});

test('the mail log sorts by a column and exports in Korean for a Korean organiser', async ({
  page,
  request,
}) => {
  const member = await createUser();
  for (const type of ['FIND_PASSWORD', 'FIND_PASSWORD']) {
    await request.post('/graphql', {
      data: {
        query: `mutation ($e: String!) { createSendEmail(input: { type: ${type}, usermail: $e }) { ok } }`,
        variables: { e: member.email },
      },
    });
  }
  await asOrganiser(page);
  await page.addInitScript(() => localStorage.setItem('congress2024.locale', 'ko'));
  await page.goto(`/admin/main/mail/mailLog?usermail=${encodeURIComponent(member.email)}`);
  await expect(page.getByText('메일 2건', { exact: true })).toBeVisible();
  const header = page.getByRole('columnheader', { name: /번호/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ids = () =>
    page
      .getByRole('row')
      .filter({ hasText: member.email })
      .evaluateAll((rows) => rows.map((r) => Number(r.querySelector('td:nth-child(1)')?.textContent)));
  await expect
    .poll(async () => {
      const seen = await ids();
      return seen.length === 2 && seen[0]! < seen[1]!;
    })
    .toBe(true);
  const download = await downloadWithReason(page, page.getByRole('button', { name: '엑셀 다운로드' }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('발송 메일');
  expect(sheet.getRow(1).values).toContain('받는 사람');
  expect(sheet.rowCount).toBe(3);
});

test('a refused filter is named where the list would be, with the reason', async ({ page }) => {
  await asOrganiser(page);
  await page.goto(`${MEMBERS}?id=not-a-number`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please check the highlighted fields.');
  await expect(alert).toContainText('Member no.:');
  await expect(filters(page).getByLabel('Member no.')).toHaveValue('not-a-number');
  await expect(filters(page).getByLabel('Member no.')).toHaveAttribute('aria-invalid', 'true');
  await filters(page).getByLabel('Member no.').fill('');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('the pager pages through the list at the chosen size, and an old link past the end lands on the last page', async ({
  page,
}) => {
  const prefix = `Pag${randomUUID().slice(0, 6)}`;
  await membersNamed(
    prefix,
    Array.from({ length: 23 }, (_, i) => String(i).padStart(2, '0')),
  );
  await asOrganiser(page);
  await page.goto(`${MEMBERS}?givenName=${prefix}`);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  const rows = page.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(20);

  const next = pager.getByRole('button', { name: 'Next page' });
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(3);
  // At the end the button stays focusable (aria-disabled) and keeps the focus.
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();

  await pager.getByLabel('Per page').selectOption('50');
  await expect(page).toHaveURL(/size=50/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows).toHaveCount(23);
  await expect(pager).toContainText('Page 1 of 1');

  await page.goto(`${MEMBERS}?givenName=${prefix}&page=9`);
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(3);
});

/** Makes members dormant: their last sign of life (sign-up, no login) `days` ago. */
async function lastSeenDaysAgo(ids: number[], days: number[]) {
  await withDb(async (db) => {
    for (const [index, id] of ids.entries()) {
      await db.query(
        `UPDATE users SET last_login_at = NULL, created_at = now() - make_interval(days => $2) WHERE id = $1`,
        [id, days[index]],
      );
    }
  });
}

test('dormant accounts: filtered by e-mail, sorted by last sign of life, written to in bulk', async ({
  page,
}) => {
  const prefix = `dorm${randomUUID().slice(0, 6)}`;
  const [older, newer] = await membersNamed(prefix, ['a', 'b']);
  await lastSeenDaysAgo([older!.id, newer!.id], [800, 400]);
  await asOrganiser(page);
  await page.goto('/admin/main/member/unregistered');
  // Filtering by e-mail (the factory's addresses do not carry the prefix: filter by each one).
  await filters(page).getByLabel('E-mail contains').fill(older!.email);
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 dormant account', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(older!.email) })).toBeVisible();

  await filters(page).getByLabel('E-mail contains').fill('');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  const header = page.getByRole('columnheader', { name: /Last login/ });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const order = () =>
    page
      .getByRole('row')
      .filter({ hasText: new RegExp(`${older!.email}|${newer!.email}`) })
      .evaluateAll(
        (rows, emails) => rows.map((r) => emails.find((e) => r.textContent?.includes(e))),
        [older!.email, newer!.email],
      );
  await expect.poll(order).toEqual([older!.email, newer!.email]);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(order).toEqual([newer!.email, older!.email]);

  await page.getByRole('checkbox', { name: new RegExp(`Select .*${older!.email}`) }).check();
  await page.getByRole('button', { name: 'Send mail' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Write to 1 member' });
  await expect(dialog.getByRole('button', { name: 'Send 1 mail' })).toBeDisabled();
  await dialog.getByLabel('Subject').fill('We miss you');
  await dialog.getByLabel('Text').fill('Your account is still here.\n\nLog in any time.');
  await dialog.getByRole('button', { name: 'Send 1 mail' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 mail queued for sending.');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The mail log shows it, written as the organiser typed it (text, paragraphs kept).
  await page.goto(`/admin/main/mail/mailLog?usermail=${encodeURIComponent(older!.email)}`);
  await page.getByRole('button', { name: 'We miss you' }).click();
  await expect(page.getByRole('dialog').frameLocator('iframe').getByText('Log in any time.')).toBeVisible();
});

test('groups: the app checks the new group itself, offers the fixed translated types, and deletes only after asking', async ({
  page,
}) => {
  await asOrganiser(page);
  await page.goto('/admin/main/groups/group');
  const form = page.getByRole('form', { name: 'Add group' });
  await form.getByRole('button', { name: 'Add group' }).click();
  const title = form.getByLabel('Title *');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('This field is required.');

  const name = `Travel grant ${randomUUID().slice(0, 6)}`;
  await title.fill(name);
  const type = form.getByLabel('Type *');
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(type).toBeFocused();
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  await expect(type).toHaveAccessibleDescription(/Choose a group type from the list\./);
  await type.selectOption({ label: 'Organising committee' });
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Group “${name}” (Organising committee) added.` }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Organising committee');

  await row.getByRole('checkbox').check();
  await page
    .getByRole('group', { name: 'Actions on the selected rows' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 group?' });
  await expect(dialog).toContainText(`${name} (COMMITTEE)`);
  await dialog.getByRole('button', { name: 'Delete 1 group' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`1 group deleted: ${name} (COMMITTEE).`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
});

test('an unknown back-office address answers inside the back office, menu included', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/admin/main/member/nonsense');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go to the member list' }).click();
  await expect(page).toHaveURL(/\/admin\/main\/member\/allUsers$/);
  await expect(page).toHaveTitle(/^전체 회원 · /);
  // A page without its own title does not keep the list's.
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: '행사 통계' })
    .click();
  await expect(page).not.toHaveTitle(/전체 회원/);
});
