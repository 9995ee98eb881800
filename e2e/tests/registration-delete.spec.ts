import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createUser } from '../support/factories';
import { useToken } from '../support/session';

// Issue 36: an organiser deletes two registrations from the back office's list; the unpaid one is
// deleted, the paid one stays, and the result says which was not deleted and why (English and
// Korean).

const expect = baseExpect.configure({ timeout: 30_000 });

async function gql(request: APIRequestContext, token: string, query: string, variables: object) {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

test('deleting a paid and an unpaid registration: the paid one stays, and the organiser is told why', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Letters only: a badge name is Latin letters.
  const tag = `Del${randomUUID()
    .slice(0, 6)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'x')}`;
  const organiser = await createUser({ role: 'Authenticated' });
  const registered = async () => {
    const member = await createUser({ givenName: tag });
    const created = await gql(
      request,
      member.token,
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      {
        input: {
          category: 'KM_TIER1',
          occupation: 'PROFESSOR',
          attend: 'OFFLINE',
          accompanyingPerson: 0,
          badgeGivenName: tag,
          badgeFamilyName: 'Lee',
        },
      },
    );
    return { ...member, registrationId: created.createRegistrationList!.id };
  };
  const unpaid = await registered();
  const paid = await registered();
  await gql(
    request,
    organiser.token,
    'mutation($id: ID!) { recordBankTransfer(registrationId: $id, memo: "Deposit") { id } }',
    { id: paid.registrationId },
  );

  await useToken(page, organiser.token);
  await page.goto('/admin/main/regist/committeUserData');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Name contains').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 registrations', { exact: true })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(unpaid.email) })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('row', { name: new RegExp(paid.email) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Delete (2)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 registrations?' });
  await expect(dialog).toContainText('A paid registration stays: refund it first.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const outcome = dialog.getByRole('alert');
  await expect(outcome).toContainText('1 registration deleted.');
  await expect(outcome).toContainText(
    `${tag} Lee <${paid.email}>: not deleted. It is paid: refund it first.`,
  );
  await page.screenshot({ path: 'test-results/shots/registration-delete-en.png', fullPage: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(paid.email) })).toBeVisible();

  // In Korean, the same refusal in Korean (the filter stays).
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByText('등록자 1명', { exact: true })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(paid.email) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: '삭제 (1)' }).click();
  const korean = page.getByRole('alertdialog', { name: '등록 1건을 삭제할까요?' });
  await korean.getByRole('button', { name: '삭제' }).click();
  await expect(korean.getByRole('alert')).toContainText('결제 완료된 등록입니다. 먼저 환불해 주세요.');
  await page.screenshot({ path: 'test-results/shots/registration-delete-ko.png', fullPage: true });
});
