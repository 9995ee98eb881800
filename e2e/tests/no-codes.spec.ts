// No stored code where a person reads (issue 27 §1, §4): "My registration", the statistics page
// and the back office's lists, in both languages, name tiers, sponsor grades and statuses and
// never spell their codes (KM_TIER1, GOLD, APPLIED, PAID…). The data set is seeded in May 2013,
// which no other journey writes, with a value of every coded kind the pages show.
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useLocale } from '../support/locale';
import { useToken as startSessionWith } from '../support/session';
import { withDb } from '../support/db';

test.describe.configure({ timeout: 180_000 });

/** Stored codes as whole words: tiers, sponsor grades, registration, payment, sponsor, abstract and visa statuses. */
const STORED_CODE =
  /(?<![\w-])((KM|KN|ON)_TIER\d|DIAMOND|PLATINUM|GOLD|SILVER|BRONZE|GARNET|AD_GRADE\d|APPLIED|CONFIRMED|PARTIALLY_PAID|PAID|UNPAID|REFUNDED|REFUND_REQUESTED|CANCELLED|REQUESTED|SUBMITTED|PENDING|WITHDRAWN|ACCEPTED|REJECTED|APPROVED|KOREA_MEMBER|OVERSEAS_NON_MEMBER)(?![\w-])/;

const SPONSOR = 'E2E No Codes Co';

/** A member with a paid tier-1 registration, an accepted abstract, a gold sponsor just applied. */
async function seed() {
  const member = await createUser({ givenName: 'Nocode' });
  await withDb(async (db) => {
    await db.query(`UPDATE users SET created_at = '2013-05-01T03:00:00Z' WHERE id = $1`, [member.id]);
    await db.query(
      `INSERT INTO registration_lists (user_id, created_at, price, category, price_type, occupation, attend, currency, price_status)
       VALUES ($1, '2013-05-01T04:00:00Z', '180000', 'KM_TIER1', 'KOREA_MEMBER', 'PROFESSOR', 'OFFLINE', 'KRW', 'PAID')`,
      [member.id],
    );
    await db.query(
      `INSERT INTO abstracts (user_id, title, preference, category, status, created_at)
       VALUES ($1, 'Codes are not names', 'ORAL', 'ORIGINAL', 'ACCEPTED', '2013-05-02T03:00:00Z')`,
      [member.id],
    );
    const exists = await db.query('SELECT 1 FROM sponsors WHERE "companyName_en" = $1', [SPONSOR]);
    if (!exists.rowCount)
      await db.query(
        `INSERT INTO sponsors ("companyName_en", "companyName_kr", "managerName", email, grade, price, created_at)
         VALUES ($1, '코드 없음', 'Jisoo Park', 'nocodes@example.com', 'GOLD', 30000000, '2013-05-02T03:00:00Z')`,
        [SPONSOR],
      );
  });
  return member;
}

async function mainText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible({ timeout: 60_000 });
  return main.innerText();
}

for (const locale of ['en', 'ko'] as const) {
  test(`no code on My registration, the statistics page and the back-office lists (${locale})`, async ({
    page,
    browser,
  }) => {
    const member = await seed();
    await useLocale(page, locale);
    await startSessionWith(page, member.token);
    await page.goto('/mypage/my_registration');
    await expect(page.getByTestId('registration-tier')).toHaveText(
      locale === 'ko' ? '회원 (국내) · 전문의' : 'Members (Korea) · Specialist',
      { timeout: 60_000 },
    );
    expect(await mainText(page)).not.toMatch(STORED_CODE);

    const organiser = await createUser({ role: 'Authenticated' });
    const back = await (await browser.newContext()).newPage();
    await useLocale(back, locale);
    await startSessionWith(back, organiser.token);
    const email = encodeURIComponent(member.email);
    const pages: [string, string][] = [
      [
        '/admin/main/committee/eventStatistics?from=2013-05-01&to=2013-05-03',
        locale === 'ko' ? '골드' : 'Gold',
      ],
      [`/admin/main/regist/committeUserData?email_contains=${email}`, member.email],
      [`/admin/main/abstract/abstractData?email=${email}`, 'Codes are not names'],
      [`/admin/main/sponsor/sponsorData?company_contains=${encodeURIComponent(SPONSOR)}`, SPONSOR],
      ['/admin/main/regist/payLog', ''],
      ['/admin/main/regist/visaLetters', ''],
      [`/admin/main/member/allUsers`, ''],
    ];
    for (const [path, shows] of pages) {
      await back.goto(path);
      await expect(back.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      if (shows) await expect(back.getByRole('main')).toContainText(shows, { timeout: 60_000 });
      // Lists load their rows after the heading: wait until no table is busy.
      await expect(back.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
      const text = await mainText(back);
      expect({ path, code: STORED_CODE.exec(text)?.[0] }).toEqual({ path, code: undefined });
    }
  });
}
