// Issue 36 §4: every autocomplete token on the sign-up page is one HTML allows on that control
// (the Nu checker's rule: an autofill field name belongs to a control group, and each input type
// takes only some groups; `tel-national` is a Text field, so not for <input type="tel">).
import { expect, test, type Page } from '@playwright/test';

// The autofill field names' control groups (HTML, "Autofill" table), for the names a form of ours may use.
const GROUP: Record<string, string> = {
  name: 'Text',
  'honorific-prefix': 'Text',
  'given-name': 'Text',
  'additional-name': 'Text',
  'family-name': 'Text',
  'honorific-suffix': 'Text',
  nickname: 'Text',
  'organization-title': 'Text',
  username: 'Username',
  'new-password': 'Password',
  'current-password': 'Password',
  'one-time-code': 'Password',
  organization: 'Text',
  'street-address': 'Multiline',
  'address-line1': 'Text',
  'address-line2': 'Text',
  'address-line3': 'Text',
  'address-level1': 'Text',
  'address-level2': 'Text',
  country: 'Text',
  'country-name': 'Text',
  'postal-code': 'Text',
  language: 'Text',
  bday: 'Date',
  url: 'URL',
  email: 'E-mail',
  tel: 'Tel',
  'tel-country-code': 'Text',
  'tel-national': 'Text',
  'tel-area-code': 'Text',
  'tel-local': 'Text',
  'tel-extension': 'Text',
};
// The controls each group applies to (textarea and select take every group, hidden inputs too).
const CONTROLS: Record<string, string[]> = {
  Text: ['text', 'search'],
  Multiline: [],
  Password: ['text', 'search', 'password'],
  Username: ['text', 'search', 'email'],
  URL: ['text', 'search', 'url'],
  'E-mail': ['text', 'search', 'email'],
  Tel: ['text', 'search', 'tel'],
  Date: ['text', 'search', 'date'],
};

async function invalidTokens(page: Page): Promise<string[]> {
  const fields = await page.locator('main [autocomplete]').evaluateAll((elements) =>
    elements.map((el) => ({
      tag: el.tagName.toLowerCase(),
      type: el instanceof HTMLInputElement ? el.type : '',
      name: el.getAttribute('name') ?? '',
      value: (el.getAttribute('autocomplete') ?? '').trim().toLowerCase(),
    })),
  );
  return fields.flatMap(({ tag, type, name, value }) => {
    if (value === 'on' || value === 'off') return [];
    const field = value.split(/\s+/).pop()!;
    const group = GROUP[field];
    if (!group) return [`${name}: unknown autofill field "${field}"`];
    if (tag !== 'input' || type === 'hidden') return [];
    return CONTROLS[group]!.includes(type)
      ? []
      : [`${name}: "${field}" (${group}) on <input type="${type}">`];
  });
}

test('the sign-up form asks for autofill only in ways HTML allows, in Korea and abroad', async ({ page }) => {
  await page.goto('/auth/signup');
  const country = page.getByLabel('Country *');
  await expect(country).toBeVisible();
  for (const code of ['KR', 'NL']) {
    await country.selectOption(code);
    await expect(page.getByLabel('Mobile phone *')).toBeVisible();
    if (code !== 'KR') await expect(page.getByLabel('Country code *')).toBeVisible();
    expect(await invalidTokens(page), code).toEqual([]);
  }
  // Abroad the number goes without its country code, typed with the phone keyboard.
  await expect(page.getByLabel('Mobile phone *')).toHaveAttribute('autocomplete', 'tel-national');
  await expect(page.getByLabel('Mobile phone *')).toHaveAttribute('inputmode', 'tel');
});
