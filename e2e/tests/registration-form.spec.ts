import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { createUser } from '../support/factories';
import { useLocale } from '../support/locale';
import { useToken } from '../support/session';

// Issue 27 §1: the registration form on the site's form kit and the registration tabs of spec §2,
// at a phone's and a desktop's width in both languages: no axe finding, no tier code anywhere on
// the page (hidden tab panels and option labels included), labels above their controls, 24 px
// checkboxes, and a total that follows the dinner and the accompanying persons.

const expect = baseExpect.configure({ timeout: 30_000 });
const TIER_CODE = /\b(KM|KN|ON)_TIER\d\b/;

const TEXT = {
  en: {
    form: 'Registration form',
    tier: 'Registration type',
    dinner: 'I will attend the dinner',
    accompanying: 'Accompanying persons',
    koreaTab: 'Fees in Korea (KRW)',
    overseasTab: 'Overseas fees (USD)',
    infoTab: 'Information',
    window: 'Registration is open from',
  },
  ko: {
    form: '등록 양식',
    tier: '등록 구분',
    dinner: '만찬에 참석합니다',
    accompanying: '동반자 수',
    koreaTab: '국내 등록비 (KRW)',
    overseasTab: '해외 등록비 (USD)',
    infoTab: '안내',
    window: '등록 기간은',
  },
} as const;

/** The label sits on its own line above the control, not beside it. */
async function expectLabelAbove(page: Page, controlId: string) {
  const label = await page.locator(`label[for="${controlId}"]`).boundingBox();
  const control = await page.locator(`#${controlId}`).boundingBox();
  expect(label && control).toBeTruthy();
  expect(label!.y + label!.height).toBeLessThanOrEqual(control!.y + 1);
}

for (const locale of ['en', 'ko'] as const) {
  test(`the registration form in ${locale}: tabs, layout, axe, names not codes, the live total`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const member = await createUser({ givenName: 'Minji' });
    await useLocale(page, locale);
    await useToken(page, member.token);
    await page.goto('/mypage/my_registration');
    const form = page.getByRole('form', { name: t.form });
    await expect(form).toBeVisible();
    await expect(page.getByTestId('registration-window')).toContainText(t.window);

    // Korea: tabs 0 and 2 only.
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([t.koreaTab, t.infoTab]);
    await expect(tabs.getByRole('tab', { name: t.koreaTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: t.koreaTab })).toContainText(
      locale === 'en' ? 'Specialist' : '전문의',
    );

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
      // Every text of the page, hidden panels and options included.
      const text = await page.evaluate(() => document.body.textContent ?? '');
      expect(text).not.toMatch(TIER_CODE);
      // Nothing of the page wider than the screen: no box and no text running out of its box, the
      // header included (its Korean title once pushed the menu button to 411 px at 390).
      const main = await page.locator('main').evaluate((e) => [e.scrollWidth, e.clientWidth]);
      expect(main[0], `content wider than ${width} px`).toBeLessThanOrEqual(main[1]!);
      const whole = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(whole[0], `page wider than ${width} px`).toBeLessThanOrEqual(whole[1]!);
      await expectLabelAbove(page, 'field-category');
      await expectLabelAbove(page, 'field-accompanyingPerson');
      for (const name of [t.dinner]) {
        const box = await form.getByLabel(name).boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(24);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      await page.screenshot({
        path: `test-results/shots/registration-form-${locale}-${width}.png`,
        fullPage: true,
      });
    }

    // The keyboard moves between tabs; the information tab states the enforced window.
    await tabs.getByRole('tab', { name: t.koreaTab }).focus();
    await page.keyboard.press('ArrowRight');
    const info = tabs.getByRole('tab', { name: t.infoTab });
    await expect(info).toBeFocused();
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: t.infoTab })).toContainText(t.window);
    await expect(page.getByRole('tabpanel', { name: t.koreaTab })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: t.koreaTab })).toBeFocused();
    expect(await seriousViolations(page), 'axe with the information tab').toEqual([]);

    // The live total: tier, then dinner, then two accompanying persons.
    const total = page.getByTestId('live-fee');
    await form.getByLabel(t.tier).selectOption('KM_TIER1');
    await expect(total).toContainText('180,000 KRW');
    await expect(total).not.toContainText('200,000 KRW');
    await form.getByLabel(t.dinner).check();
    await expect(total).toContainText('200,000 KRW');
    await form.getByLabel(t.accompanying, { exact: true }).fill('2');
    await expect(total).toContainText('100,000 KRW');
    await expect(total).toContainText('300,000 KRW');
    // Above the limit: the schema's message on the field, the total counts none.
    await form.getByLabel(t.accompanying, { exact: true }).fill('6');
    await expect(form.getByRole('alert')).toHaveText(
      locale === 'en' ? 'At most 5 accompanying persons.' : '동반자는 최대 5명입니다.',
    );
    await expect(total).toContainText('200,000 KRW');
    expect(await seriousViolations(page), 'axe with an error shown').toEqual([]);
  });
}

test('an overseas member sees the overseas fees and the information tab, and the total in USD', async ({
  page,
}) => {
  const member = await createUser({ givenName: 'Anne', country: 'US' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const t = TEXT.en;
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([t.overseasTab, t.infoTab]);
  await expect(page.getByRole('tabpanel', { name: t.overseasTab })).toContainText('Online only');
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.tier).selectOption('ON_TIER1');
  await form.getByLabel(t.dinner).check();
  await form.getByLabel(t.accompanying, { exact: true }).fill('1');
  await expect(page.getByTestId('live-fee')).toContainText('270 USD');
  expect(await page.evaluate(() => document.body.textContent ?? '')).not.toMatch(TIER_CODE);
});

test('a member changes an unpaid registration in the same form, and the fee follows', async ({ page }) => {
  const member = await createUser({ givenName: 'Jisoo' });
  await useToken(page, member.token);
  await page.goto('/mypage/my_registration');
  const form = page.getByRole('form', { name: TEXT.en.form });
  await form.getByLabel(TEXT.en.tier).selectOption('KM_TIER1');
  await form.getByLabel('Category').selectOption('PROFESSOR');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Unpaid');

  await page.getByRole('button', { name: 'Modify registration' }).click();
  await expect(page).toHaveURL(/\/mypage\/registration_modify\/en$/);
  // The form starts from the stored registration; only its own fields go back to the server.
  await expect(form.getByLabel('Category')).toHaveValue('PROFESSOR');
  await form.getByLabel(TEXT.en.dinner).check();
  await expect(page.getByTestId('live-fee')).toContainText('200,000 KRW');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/mypage\/my_registration$/);
  await expect(page.getByRole('definition').filter({ hasText: '200,000 KRW' })).toBeVisible();
});
