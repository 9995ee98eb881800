import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe-core findings (WCAG 2.1 A and AA rules, plus best-practice ones such as
 * `scrollable-region-focusable` when asked for), as readable lines; `include` limits the check to
 * part of the page.
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string; bestPractice?: boolean } = {},
): Promise<string[]> {
  const tags = [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    ...(options.bestPractice ? ['best-practice'] : []),
  ];
  const builder = new AxeBuilder({ page }).withTags(tags);
  const { violations } = await (options.include ? builder.include(options.include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
