// Issue 28 §4: an organiser changes the registration window on the back office's "Dates and rate"
// page (Korea time, on the form kit); the fee page then shows the new window and the API enforces
// it, with no restart; the change is in the log. The window is put back afterwards (other specs
// read the configured one).
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { KOREA_DATE_TIME } from '@congress/domain';
import { appReady, useLocale } from '../support/locale';
import { useToken } from '../support/session';
import { noSidewaysScroll } from '../support/layout';

const PAGE = '/admin/main/general/siteSettings';
const FIELDS = `registrationOpensAt registrationClosesAt abstractSubmissionStart abstractSubmissionEnd
  speakerUploadDeadline presentationUploadDeadline usdKrwRate version`;

type Settings = Record<string, string | number | null> & { version: number };

async function gql<T>(page: Page, query: string, variables: object = {}, token?: string): Promise<T> {
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Korea wall clock to the second (what the API takes back unchanged); the form shows minutes. */
const seoul = (iso: string | number | null | undefined) =>
  iso == null ? null : new Date(Date.parse(String(iso)) + 9 * 3_600_000).toISOString().slice(0, 19);

test.setTimeout(120_000);

test('a registration window changed in the back office is what the fee page shows and the API enforces', async ({
  page,
}) => {
  const organiser = await createUser({ role: 'Authenticated' });
  const { siteSettings: original } = await gql<{ siteSettings: Settings }>(
    page,
    `{ siteSettings { ${FIELDS} } }`,
    {},
    organiser.token,
  );
  try {
    await useToken(page, organiser.token);
    await useLocale(page, 'en');
    await page.goto(PAGE);
    // The back office's first load on a busy machine: the remote and its chunks.
    await expect(page.getByRole('heading', { level: 1, name: 'Dates and exchange rate' })).toBeVisible({
      timeout: 60_000,
    });
    const opens = page.getByLabel('Registration opens');
    const closes = page.getByLabel('Registration closes');
    await expect(opens).toHaveValue(String(seoul(original.registrationOpensAt)).slice(0, 16));

    // An end before its start is refused on the form, with the shared schema's message.
    await closes.fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The end must be after the start.')).toBeVisible();
    await expect(closes).toBeFocused();

    // A window that closed yesterday (Korea time): registration is closed from the next request on.
    const yesterday = new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    await opens.fill(`${yesterday.slice(0, 4)}-01-01T08:15`);
    await closes.fill(`${yesterday}T07:45`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Settings saved. Pages and rules use them from now on.',
    );
    const log = page.getByRole('region', { name: 'Change log' });
    // Newest first: this save's two fields, each with its value after the change.
    await expect(log.getByRole('row').nth(1)).toContainText('Registration opens');
    await expect(log.getByRole('row').nth(1)).toContainText(`${yesterday.slice(0, 4)}-01-01 08:15`);
    await expect(log.getByRole('row').nth(2)).toContainText(`${yesterday} 07:45`);
    // On a phone the log's table scrolls in its own box; the page does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await noSidewaysScroll(page, 'the settings page with its change log');
    await page.setViewportSize({ width: 1280, height: 720 });

    const window = await gql<{ registrationWindow: { start: string; end: string; open: boolean } }>(
      page,
      '{ registrationWindow { start end open } }',
    );
    expect(window.registrationWindow).toEqual({
      start: `${yesterday.slice(0, 4)}-01-01T08:15:00+09:00`,
      end: `${yesterday}T07:45:00+09:00`,
      open: false,
    });
    const member = await createUser({ country: 'KR' });
    const refused = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        query: 'mutation($i: RegistrationListInput!) { createRegistrationList(input: $i) { id } }',
        variables: {
          i: {
            category: 'KM_TIER1',
            occupation: 'PROFESSOR',
            attend: 'OFFLINE',
            dinnerAttendance: false,
            accompanyingPerson: 0,
            badgeGivenName: 'Minji',
            badgeFamilyName: 'Kim',
          },
        },
      },
    });
    expect(JSON.stringify(await refused.json())).toContain('registration.closed');

    // The fee page, formatted as the page is (24-hour clock, Korea time).
    await page.goto('/registrations/registration_korean');
    await appReady(page);
    const [start, end] = await page.evaluate(
      ([w, options]) =>
        [w.start, w.end].map((iso) => new Intl.DateTimeFormat('en', options).format(new Date(iso))),
      [window.registrationWindow, KOREA_DATE_TIME] as const,
    );
    await expect(page.getByTestId('registration-period')).toHaveText(
      `Registration period (Korea time): ${start} – ${end}`,
      { timeout: 30_000 },
    );
  } finally {
    const { siteSettings: now } = await gql<{ siteSettings: Settings }>(
      page,
      `{ siteSettings { version } }`,
      {},
      organiser.token,
    );
    await gql(
      page,
      'mutation ($v: Int!, $i: SiteSettingsInput!) { updateSiteSettings(version: $v, input: $i) { version } }',
      {
        v: now.version,
        i: {
          registrationOpensAt: seoul(original.registrationOpensAt),
          registrationClosesAt: seoul(original.registrationClosesAt),
          abstractSubmissionStart: seoul(original.abstractSubmissionStart),
          abstractSubmissionEnd: seoul(original.abstractSubmissionEnd),
          speakerUploadDeadline: seoul(original.speakerUploadDeadline),
          presentationUploadDeadline: seoul(original.presentationUploadDeadline),
          usdKrwRate: original.usdKrwRate,
        },
      },
      organiser.token,
    );
  }
});
