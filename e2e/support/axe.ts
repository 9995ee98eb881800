import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe-core findings (WCAG 2.1 A and AA rules, plus best-practice ones such as
 * `scrollable-region-focusable` when asked for), as readable lines; `include` limits the check to
 * part of the page.
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string; bestPractice?: boolean; labelInName?: boolean } = {},
): Promise<string[]> {
  const tags = [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    ...(options.bestPractice ? ['best-practice'] : []),
  ];
  // label-content-name-mismatch (WCAG 2.5.3, "label in name") is one of axe's experimental rules,
  // off unless asked for: a control whose name does not start with its visible text is not found
  // by a speech user saying what they see (issue 36).
  // (options() replaces what withTags() set: it comes first.)
  const builder = new AxeBuilder({ page })
    .options(options.labelInName ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {})
    .withTags(tags);
  const { violations } = await (options.include ? builder.include(options.include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
