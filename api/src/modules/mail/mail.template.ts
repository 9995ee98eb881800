// Mail templates hold `{placeholder}` fields (spec §4) that are replaced by a row's values.

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

export type TemplateValues = Record<string, unknown>;

function lookup(values: TemplateValues, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    // Own properties only: `{constructor}` or `{__proto__}` are unknown placeholders, not Object's.
    if (value && typeof value === 'object' && Object.hasOwn(value, key))
      return (value as Record<string, unknown>)[key];
    return undefined;
  }, values);
}

function format(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/**
 * Replaces every `{name}` (or `{relation.name}`) by its value. Values are HTML-escaped for
 * mail bodies (HTML) and left as they are for subjects (plain text); a placeholder with no value stays visible so an organiser
 * notices a misspelt name instead of mailing a silent gap.
 */
export function renderTemplate(template: string, values: TemplateValues, options = { html: true }): string {
  return template.replace(PLACEHOLDER, (whole, path: string) => {
    const value = lookup(values, path);
    if (value === undefined || value === null) return whole;
    return options.html ? escapeHtml(format(value)) : format(value);
  });
}

/** The placeholder names a template uses, for the editor's checks. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}
