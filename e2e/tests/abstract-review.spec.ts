import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, type TestUser } from '../support/factories';
import { E2E_MAIL_DIR } from '../support/env';
import { useToken as startSessionWith } from '../support/session';
import { withDb } from '../support/db';

// Issue 25, abstract review, "Done when": an organiser configures the review form, makes three
// reviewers, runs the automatic assignment (no conflict is assigned), the reviewers score blind on
// their own logins, the organiser accepts one abstract as oral and rejects one, and every author of
// each receives one mail in their language.

async function sql(text: string, values: unknown[] = []) {
  return withDb(async (db) => {
    return await db.query(text, values);
  });
}

/** An abstract in review (GI) written straight into the database; its authors as given. */
async function abstractBy(
  submitter: TestUser,
  title: string,
  authors: { givenName: string; familyName: string; email: string }[],
  affiliation: string,
) {
  const { rows } = await sql(
    `INSERT INTO abstracts (user_id, title, preference, category, topic, objectives, methods, results, conclusions,
                            keywords, status, author, including, terms, history)
     VALUES ($1, $2, 'ORAL', 'ORIGINAL', 'GI', 'To measure fibre intake.', 'A cohort of 120 patients.',
             'Fewer polyps.', 'Fibre matters.', 'fibre', 'SUBMITTED', $3, $4, '{}', '[]') RETURNING id`,
    [
      submitter.id,
      title,
      JSON.stringify(
        authors.map((a, i) => ({ ...a, affiliations: [1], presenting: i === 0, corresponding: i === 0 })),
      ),
      JSON.stringify([affiliation]),
    ],
  );
  return rows[0].id as number;
}

/** The decoded subjects of the mails this address received. */
function subjectsTo(address: string): string[] {
  return readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.includes(address.toLowerCase()))
    .map((f) => readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8'))
    .map((raw) => {
      const header = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
      return header
        .replace(/\r?\n[ \t]/g, ' ')
        .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
          enc.toLowerCase() === 'b'
            ? Buffer.from(text, 'base64').toString('utf8')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
                'latin1',
              ).toString('utf8'),
        )
        .trim();
    });
}

async function signedIn(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startSessionWith(page, user.token);
  return page;
}

test('organisers configure, assign and decide; reviewers score blind; every author gets one mail in their language', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const organiser = await createUser({ role: 'Authenticated' });
  const reviewers = [
    await createUser({ givenName: `Minho${tag}` }),
    await createUser({ givenName: `Sora${tag}` }),
    await createUser({ givenName: `Jisoo${tag}` }),
  ];
  // a1: a submitter in Korea with a co-author who has no account (mailed in the submitter's language).
  const s1 = await createUser({ givenName: 'Yuna', country: 'KR' });
  const outside = `outside-${tag}@example.org`;
  const a1Title = `Fibre and polyps ${tag}`;
  const a1 = await abstractBy(
    s1,
    a1Title,
    [
      { givenName: 'Yuna', familyName: 'Lee', email: s1.email },
      { givenName: 'Omar', familyName: 'Outsider', email: outside },
    ],
    'Kyungpook National University Hospital',
  );
  // a2: a submitter abroad (English) with the first reviewer as co-author (a conflict; Korean mail).
  const s2 = await createUser({ givenName: 'Anne', country: 'NL' });
  const a2Title = `Gut microbiome ${tag}`;
  const a2 = await abstractBy(
    s2,
    a2Title,
    [
      { givenName: 'Anne', familyName: 'de Vries', email: s2.email },
      { givenName: `Minho${tag}`, familyName: 'Lee', email: reviewers[0]!.email },
    ],
    'Leiden University',
  );
  // Only this run's abstracts are in review and only its reviewers review (other journeys' are
  // decided; a reused server's earlier reviewers are gone).
  await sql(
    `UPDATE abstracts SET status = 'REJECTED' WHERE status IN ('SUBMITTED', 'PENDING') AND id NOT IN ($1, $2)`,
    [a1, a2],
  );
  await sql('DELETE FROM reviewers');

  // The organiser configures the form: two reviewers per abstract, a heavier first criterion.
  await startSessionWith(page, organiser.token);
  await page.goto('/admin/main/abstract/reviewSettings');
  await expect(page.getByRole('heading', { name: 'Review form and periods' })).toBeVisible();
  await expect(page.getByLabel(/Blind review/)).toBeChecked();
  // The form checks with the API's own rules before sending (the form kit): an emptied label is
  // refused on its field, which gets the focus.
  const englishLabel = page.getByLabel('Name (English)').first();
  const label = await englishLabel.inputValue();
  await englishLabel.fill('');
  await page.getByRole('button', { name: 'Save the review form' }).click();
  await expect(englishLabel).toHaveAttribute('aria-invalid', 'true');
  await expect(englishLabel).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await englishLabel.fill(label);
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await page.getByLabel('Weight').first().fill('3');
  await page.getByLabel('Reviewers per abstract').fill('2');
  await page.getByRole('button', { name: 'Save the review form' }).click();
  await expect(page.getByText('Review form saved.')).toBeVisible();

  // Three reviewers of gastrointestinal abstracts.
  await page.goto('/admin/main/abstract/reviewers');
  await page.getByRole('checkbox', { name: 'Gastrointestinal' }).first().check();
  for (const reviewer of reviewers) {
    await page.getByLabel('Search members (e-mail, name)').fill(reviewer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Make reviewer' }).click();
    await expect(page.getByText(`${reviewer.givenName} LEE is a reviewer now.`)).toBeVisible();
  }
  for (const reviewer of reviewers)
    await expect(page.getByRole('row', { name: new RegExp(reviewer.givenName) })).toBeVisible();

  // The automatic assignment: seen first, then applied; the conflict is never assigned.
  await page.goto('/admin/main/abstract/reviewAssignment');
  await page.getByRole('button', { name: 'Propose an assignment' }).click();
  await expect(
    page.getByText(/4 new assignments for 2 abstracts and 3 reviewers, 2 per abstract/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Load per reviewer' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply this proposal' }).click();
  await expect(page.getByText('4 assignments saved.')).toBeVisible();
  const current = page.getByRole('region', { name: 'Current assignments' });
  await expect(current.getByRole('row', { name: new RegExp(`#${a2} .*Minho${tag}`) })).toHaveCount(0);
  await expect(current.getByRole('row', { name: new RegExp(`#${a2}`) })).toHaveCount(2);

  // Each reviewer scores blind on their own login.
  for (const [i, reviewer] of reviewers.entries()) {
    const own = await signedIn(browser, reviewer);
    await own.goto('/mypage/my_reviews');
    const cards = own.getByTestId('review-assignment');
    // count() does not wait: the member area is drawn first.
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let n = 0; n < count; n += 1) {
      await own.goto('/mypage/my_reviews');
      await own.getByTestId('review-assignment').nth(n).getByRole('link').click();
      await expect(
        own.getByText('Blind review: the authors and their affiliations are not shown.'),
      ).toBeVisible();
      const text = await own.locator('body').innerText();
      for (const secret of [s1.email, s2.email, outside, 'Yuna', 'Anne', 'de Vries', 'Kyungpook', 'Leiden'])
        expect(text).not.toContain(secret);
      await own.getByRole('radio', { name: '4' }).first().check();
      if (i === 0 && n === 0) {
        // A review sent half done: the criteria left are marked, the first of them has the focus.
        await own.getByRole('button', { name: 'Submit the review' }).click();
        await expect(own.getByText('Score every criterion and choose a recommendation.')).toBeVisible();
        await expect(own.getByRole('radio', { name: '1', exact: true }).nth(1)).toBeFocused();
        await expect(own.getByRole('radio', { name: 'Accept as oral' })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expect(own.getByRole('radio', { name: '4' }).first()).toHaveAttribute('aria-invalid', 'false');
      }
      await own.getByRole('radio', { name: '5' }).nth(1).check();
      await own.getByRole('radio', { name: '3' }).nth(2).check();
      await own.getByRole('radio', { name: 'Accept as oral' }).check();
      await own.getByLabel('Comment to the authors').fill(`Reviewer comment ${i + 1}.${n}: clear methods.`);
      await own.getByLabel('Confidential comment to the committee').fill(`SECRET-${tag}`);
      await own.getByRole('button', { name: 'Submit the review' }).click();
      await expect(own.getByText(/Your review is saved\./)).toBeVisible();
    }
    await own.context().close();
  }

  // The organiser accepts a1 as oral and rejects a2, from the abstract list.
  await page.goto('/admin/main/abstract/abstractData');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Title contains').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 abstracts', { exact: true })).toBeVisible();
  for (const [title, decision, confirm] of [
    [a1Title, 'ACCEPT_ORAL', 'Decide 1 abstract'],
    [a2Title, 'REJECT', 'Decide 1 abstract'],
  ] as const) {
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Decide \(review\)/ }).click();
    const bulk = page.getByRole('alertdialog', { name: /Decide on 1 abstract/ });
    await bulk.getByLabel('Decision', { exact: true }).selectOption(decision);
    await bulk.getByRole('button', { name: confirm }).click();
    await expect(bulk.getByText('1 abstract decided.')).toBeVisible();
    await bulk.getByRole('button', { name: 'OK' }).click();
    await row.getByRole('checkbox').uncheck();
  }
  await expect(page.getByRole('row', { name: new RegExp(a1Title) })).toContainText('Accepted');
  await expect(page.getByRole('row', { name: new RegExp(a2Title) })).toContainText('Rejected');

  // Every author of each: one mail, in their language (Korea: Korean; abroad: English; an author
  // without an account: the submitter's).
  const expected: [string, string][] = [
    [s1.email, '대한병리학회 2024 학술대회: 초록이 채택되었습니다'],
    [outside, '대한병리학회 2024 학술대회: 초록이 채택되었습니다'],
    [s2.email, 'KSP 2024 Congress: decision on your abstract'],
    [reviewers[0]!.email, '대한병리학회 2024 학술대회: 초록 심사 결과 안내'],
  ];
  for (const [address, subject] of expected)
    await expect
      .poll(() => subjectsTo(address).filter((s) => s === subject).length, { timeout: 30_000 })
      .toBe(1);
  const decisionSubjects = /초록이 채택|초록 심사 결과|has been accepted|decision on your abstract/;
  for (const [address] of expected)
    expect(subjectsTo(address).filter((s) => decisionSubjects.test(s))).toHaveLength(1);
  const raw = readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.includes(s2.email.toLowerCase()))
    .map((f) => readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8'))
    .join('\n')
    .replace(/=\r?\n/g, '');
  expect(raw).toContain('clear methods');
  expect(raw).not.toContain(`SECRET-${tag}`);
  expect(raw).not.toContain(`Sora${tag}`);

  // The submitter reads the decision and the comments in My abstracts.
  const submitter = await signedIn(browser, s1);
  await submitter.goto('/mypage/my_abstract');
  const card = submitter.getByRole('listitem', { name: a1Title });
  await expect(card).toContainText('Accepted as an oral presentation.');
  await expect(card).toContainText('clear methods');
  await expect(card).not.toContainText(`SECRET-${tag}`);
});
