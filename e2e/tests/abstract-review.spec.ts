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
// Issue 36 ("What a newcomer hit"): an unconfirmed member made a reviewer is pending and says so,
// the proposal never claims every abstract has its reviewers while some lack them, the member
// search finds a family name, Remove asks first saying what goes, a reviewer saves a draft, My
// reviews is listed for reviewers only, the abstract list's heading follows the language and the
// decision dialog's mail checkbox sits beside its label. REVIEW_SHOTS=<dir> saves screenshots
// of those screens at 390 and 1440 px.

/** Screenshots of the page at a phone's and a desktop's width, when REVIEW_SHOTS names a folder. */
async function shots(page: Page, name: string) {
  const dir = process.env.REVIEW_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

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
  // Screenshots (REVIEW_SHOTS) resize and redraw each screen twice.
  test.setTimeout(process.env.REVIEW_SHOTS ? 480_000 : 240_000);
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
  // A newcomer whose address is not confirmed yet, found by their family name.
  const newcomer = await createUser({ givenName: `Seo${tag}`, confirmed: false });
  await sql(`UPDATE users SET "familyName" = $1 WHERE id = $2`, [`Park${tag}`, newcomer.id]);

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

  // No reviewer yet: the proposal says the abstracts lack reviewers, never that they have them.
  await page.goto('/admin/main/abstract/reviewAssignment');
  await page.getByRole('button', { name: 'Propose an assignment' }).click();
  await expect(page.getByText('2 abstracts lack reviewers and nothing more can be assigned')).toBeVisible();
  await expect(page.getByText('Every abstract in review has its reviewers.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Abstracts short of reviewers' })).toBeVisible();

  // Three reviewers of gastrointestinal abstracts, found by address and by given name.
  await page.goto('/admin/main/abstract/reviewers');
  await page.getByRole('checkbox', { name: 'Gastrointestinal' }).first().check();
  const search = page.getByLabel('Search members (e-mail, name, Korean name)');
  for (const [i, reviewer] of reviewers.entries()) {
    await search.fill(i === 1 ? reviewer.givenName : reviewer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Make reviewer ${reviewer.givenName} LEE` }).click();
    await expect(page.getByText(`${reviewer.givenName} LEE is a reviewer now.`)).toBeVisible();
  }
  for (const reviewer of reviewers)
    await expect(page.getByRole('row', { name: new RegExp(reviewer.givenName) })).toBeVisible();
  // The newcomer by family name (any case): pending until they confirm their address, and said so.
  await search.fill(`park${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('address not confirmed')).toBeVisible();
  await page.getByRole('button', { name: `Make reviewer Seo${tag} PARK${tag.toUpperCase()}` }).click();
  await expect(page.getByText(/is a pending reviewer: their address .* is not confirmed yet/)).toBeVisible();
  const pendingRow = page.getByRole('row', { name: new RegExp(`Seo${tag}`) });
  await expect(pendingRow).toContainText('Pending: address not confirmed yet, not assigned until then');
  await shots(page, 'reviewers');
  // Remove asks first, saying what goes; cancelling keeps the reviewer.
  await pendingRow.getByRole('button', { name: /^Remove/ }).click();
  const removeDialog = page.getByRole('alertdialog', { name: /Remove Seo.* as a reviewer\?/ });
  await expect(removeDialog).toContainText('They have no open assignment.');
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(pendingRow).toBeVisible();

  // The automatic assignment: seen first, then applied; the conflict is never assigned.
  await page.goto('/admin/main/abstract/reviewAssignment');
  await page.getByRole('button', { name: 'Propose an assignment' }).click();
  await expect(
    page.getByText(/4 new assignments for 2 abstracts and 3 reviewers, 2 per abstract/),
  ).toBeVisible();
  await expect(page.getByText(/1 reviewer is pending .* and not counted\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Load per reviewer' })).toBeVisible();
  await shots(page, 'assignment');
  await page.getByRole('button', { name: 'Apply this proposal' }).click();
  await expect(page.getByText('4 assignments saved.')).toBeVisible();
  const current = page.getByRole('region', { name: 'Current assignments' });
  await expect(current.getByRole('row', { name: new RegExp(`#${a2} .*Minho${tag}`) })).toHaveCount(0);
  await expect(current.getByRole('row', { name: new RegExp(`#${a2}`) })).toHaveCount(2);

  // Removing a reviewer with open assignments names them first; the pending one goes.
  await page.goto('/admin/main/abstract/reviewers');
  await page
    .getByRole('row', { name: new RegExp(reviewers[2]!.givenName) })
    .getByRole('button', { name: /^Remove/ })
    .click();
  const askFirst = page.getByRole('alertdialog', { name: /as a reviewer\?/ });
  await expect(askFirst).toContainText(/Their \d+ open assignments? go(es)? with them/);
  await shots(page, 'remove-reviewer');
  await askFirst.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(reviewers[2]!.givenName) })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(`Seo${tag}`) })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove the reviewer' }).click();
  await expect(page.getByText(/is no longer a reviewer\./)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Seo${tag}`) })).toHaveCount(0);

  // Each reviewer scores blind on their own login.
  for (const [i, reviewer] of reviewers.entries()) {
    const own = await signedIn(browser, reviewer);
    await own.goto('/mypage/my_reviews');
    const cards = own.getByTestId('review-assignment');
    // count() does not wait: the member area is drawn first.
    await expect(cards.first()).toBeVisible();
    // A reviewer has My reviews in the member area's menu.
    await expect(
      own.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'My reviews' }),
    ).toBeVisible();
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
        // Half written is kept as a draft: nothing required, the page shows it again, the list says so.
        await own.getByLabel('Comment to the authors').fill('Half-way thoughts');
        await own.getByRole('button', { name: 'Save as draft' }).click();
        await expect(own.getByText(/^Draft saved\. It is yours only/)).toBeVisible();
        await shots(own, 'review-draft');
        await own.reload();
        await expect(own.getByRole('radio', { name: '4' }).first()).toBeChecked();
        await expect(own.getByLabel('Comment to the authors')).toHaveValue('Half-way thoughts');
        await expect(own.getByText(/^Draft saved .* not submitted yet\./)).toBeVisible();
        await own.goto('/mypage/my_reviews');
        await expect(own.getByTestId('review-assignment').first()).toContainText('Draft saved');
        await own.getByTestId('review-assignment').first().getByRole('link').click();
      }
      await own.getByRole('radio', { name: '5' }).nth(1).check();
      await own.getByRole('radio', { name: '3' }).nth(2).check();
      await own.getByRole('radio', { name: 'Accept as oral' }).check();
      await own.getByLabel('Comment to the authors').fill(`Reviewer comment ${i + 1}.${n}: clear methods.`);
      await own.getByLabel('Confidential comment to the committee').fill(`SECRET-${tag}`);
      await own.getByRole('button', { name: 'Submit the review' }).click();
      await expect(own.getByText(/Your review is saved\./)).toBeVisible();
      // Submitted: the page shows the review (no draft button, changes saved as the review).
      await expect(own.getByRole('button', { name: 'Save changes' })).toBeVisible();
      await expect(own.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    }
    await own.context().close();
  }

  // The organiser accepts a1 as oral and rejects a2, from the abstract list.
  await page.goto('/admin/main/abstract/abstractData');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Title contains').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 abstracts', { exact: true })).toBeVisible();
  // English pages: the heading is English (the menu stays Korean, as decided).
  await expect(page.getByRole('heading', { level: 1, name: 'Abstracts', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '초록 목록' })).toHaveCount(0);
  for (const [title, decision, confirm] of [
    [a1Title, 'ACCEPT_ORAL', 'Decide 1 abstract'],
    [a2Title, 'REJECT', 'Decide 1 abstract'],
  ] as const) {
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Decide \(review\)/ }).click();
    const bulk = page.getByRole('alertdialog', { name: /Decide on 1 abstract/ });
    await bulk.getByLabel('Decision', { exact: true }).selectOption(decision);
    if (decision === 'ACCEPT_ORAL') {
      // The mail checkbox: a checkbox's size, on its label's line, right before its text.
      const box = (await bulk.getByRole('checkbox', { name: /^Mail the submitter/ }).boundingBox())!;
      const text = (await bulk.getByText(/^Mail the submitter/).boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(24);
      expect(box.height).toBeLessThanOrEqual(24);
      // Within its label's lines (a long label wraps; the box sits centred beside it).
      expect(box.y).toBeGreaterThanOrEqual(text.y - 1);
      expect(box.y + box.height).toBeLessThanOrEqual(text.y + text.height + 1);
      expect(box.x - text.x).toBeLessThan(24);
      await shots(page, 'decide-dialog');
    }
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
  // Not a reviewer: no My reviews in the member area's menu.
  await expect(submitter.getByRole('navigation', { name: 'Member area' })).toBeVisible();
  await expect(submitter.getByRole('link', { name: 'My reviews' })).toHaveCount(0);
  await expect(card).toContainText('Accepted as an oral presentation.');
  await expect(card).toContainText('clear methods');
  await expect(card).not.toContainText(`SECRET-${tag}`);
});
