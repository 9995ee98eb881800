// The back office's forms on the form kit (issue 24 §4): each problem shows at its own field,
// translated, in both languages, focus goes to the first one, and nothing is saved. With
// SCREENSHOT_DIR set, each form with its messages is photographed at 390 and 1440 px.
import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/factories';
import { useLocale } from '../support/locale';
import { useToken as startSessionWith } from '../support/session';

const TEXTS = {
  en: {
    required: 'This field is required.',
    size: 'Enter a whole number from 200 to 1200.',
    endBeforeStart: 'The end must not be before the start.',
    // Required fields: the kit's mark is part of the label's text.
    title: 'Title *',
    width: 'Width (px) *',
    end: 'End *',
    createPopup: 'Create popup',
    content: 'Content',
    publish: 'Publish',
  },
  ko: {
    required: '필수 입력 항목입니다.',
    size: '200에서 1200 사이의 정수를 입력해 주세요.',
    endBeforeStart: '종료가 시작보다 빠를 수 없습니다.',
    title: '제목 *',
    width: '가로 (픽셀) *',
    end: '종료 *',
    createPopup: '팝업 만들기',
    content: '내용',
    publish: '게시',
  },
} as const;

// The machine may be busy (shared runners): generous limits, the same checks.
test.setTimeout(180_000);

async function photograph(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const locale of ['en', 'ko'] as const) {
  const t = TEXTS[locale];

  test(`popup form (${locale}): messages at their fields, focus on the first, nothing created`, async ({
    page,
  }) => {
    const organiser = await createUser({ role: 'Authenticated' });
    await useLocale(page, locale);
    await startSessionWith(page, organiser.token);
    let mutations = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /createPopup/.test(request.postData() ?? '')) mutations += 1;
    });
    await page.goto('/admin/main/general/popupSetting/new');
    const title = page.getByLabel(t.title, { exact: true });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(t.width, { exact: true }).fill('50');
    const end = page.getByLabel(t.end, { exact: true });
    await end.fill('2020-01-01T00:00');
    await page.getByRole('button', { name: t.createPopup }).click();

    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(t.required);
    await expect(page.getByLabel(t.width, { exact: true })).toHaveAccessibleDescription(t.size);
    await expect(end).toHaveAccessibleDescription(t.endBeforeStart);
    await photograph(page, `popup-${locale}`);

    // Fixing a field clears its message as it is typed.
    await title.fill('Welcome');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(t.endBeforeStart);
    expect(mutations).toBe(0);
  });

  test(`post form (${locale}): a post without content is refused at the content field`, async ({ page }) => {
    const organiser = await createUser({ role: 'Authenticated' });
    await useLocale(page, locale);
    await startSessionWith(page, organiser.token);
    await page.goto('/admin/main/general/bbsSetting/new');
    const editor = page.getByRole('textbox', { name: t.content });
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: t.publish }).click();
    const title = page.getByLabel(t.title, { exact: true });
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(t.required);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(t.required);
    await photograph(page, `post-${locale}`);
    await expect(page).toHaveURL(/\/bbsSetting\/new$/);
  });
}

test('an edit page for a record that is not there says so, with the way back', async ({ page }) => {
  const organiser = await createUser({ role: 'Authenticated' });
  await startSessionWith(page, organiser.token);
  await page.goto('/admin/main/general/popupSetting/999999');
  await expect(page.getByRole('alert')).toHaveText('This popup does not exist or has been deleted.', {
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/admin\/main\/general\/popupSetting$/);
});
