// Issue 15 §3: a Korean page shows no English text from the product's own messages. Every
// catalogue (the shell's, each remote's feature messages and the back office's, and the page and
// menu labels of every route table) has a Korean text for each English one, and no Korean text
// carries English words, apart from what the rules below let through on purpose.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from '../messages/en';
import { ko } from '../messages/ko';

const repo = path.resolve(__dirname, '../../../..');

/** The catalogues are found on disk (every remote, every feature), so they are loaded by path. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): unknown => require(file);

type Catalogue = { where: string; en: Record<string, string>; ko: Record<string, string> };

function catalogues(): Catalogue[] {
  const found: Catalogue[] = [{ where: 'shared/i18n', en, ko }];
  for (const remote of readdirSync(path.join(repo, 'remotes'))) {
    const features = path.join(repo, 'remotes', remote, 'src/features');
    if (!existsSync(features)) continue;
    for (const feature of readdirSync(features)) {
      const messages = path.join(features, feature, 'messages.ts');
      if (existsSync(messages)) {
        const table = (load(messages) as { messages: Record<string, Record<string, string>> }).messages;
        found.push({ where: `${remote}/${feature}/messages.ts`, en: table.en ?? {}, ko: table.ko ?? {} });
      }
      // A feature whose texts are fetched per language (the public remote): messages.<locale>.ts.
      const perLanguage = (locale: string) => path.join(features, feature, `messages.${locale}.ts`);
      if (existsSync(perLanguage('en'))) {
        const table = (locale: string): Record<string, string> =>
          (existsSync(perLanguage(locale))
            ? (load(perLanguage(locale)) as Record<string, Record<string, string>>)[locale]
            : undefined) ?? {};
        found.push({ where: `${remote}/${feature}/messages.*.ts`, en: table('en'), ko: table('ko') });
      }
      const routes = path.join(features, feature, 'routes.json');
      if (existsSync(routes)) {
        const table = JSON.parse(readFileSync(routes, 'utf8')) as {
          routes?: { labelId: string; label: Record<string, string> }[];
          sections?: { labelId: string; label: Record<string, string> }[];
        };
        const entries = [...(table.routes ?? []), ...(table.sections ?? [])];
        const labels = (locale: string) =>
          Object.fromEntries(entries.map((e) => [e.labelId, e.label[locale] ?? ''])) as Record<
            string,
            string
          >;
        found.push({ where: `${remote}/${feature}/routes.json`, en: labels('en'), ko: labels('ko') });
      }
    }
    const own = path.join(repo, 'remotes', remote, 'src/i18n');
    if (existsSync(path.join(own, 'ko.ts'))) {
      const table = (file: string) =>
        Object.values(load(path.join(own, file)) as object)[0] as Record<string, string>;
      found.push({ where: `${remote}/i18n`, en: table('en.ts'), ko: table('ko.ts') });
    }
  }
  return found;
}

/** The words a reader sees: literal text of the ICU message, not its argument names or keywords. */
function visibleText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => visibleText(option.value))
          .join(' ');
      if (element.type === TYPE.tag) return visibleText(element.children);
      return ' ';
    })
    .join('');
}

/**
 * Latin text a Korean page may show: names that are written in Latin letters in Korean too
 * (the society’s acronym, the venue, a road name, currencies and time zones, units, a QR code), the formats
 * a person must type (YYYY-MM-DD, http://), a gloss in parentheses after Korean words ("남 (Mr.)"),
 * and the example after "예:" of a field that takes English (the English affiliation).
 */
const ALLOWED = [
  /\b(?:KSP|BEXCO|APEC|PIC|KRW|USD|UTC|NUL|KB|MB|ID|QR)\b/g,
  /\b\d+\s?(?:Hz|V|MB|kW|km|m)\b/g,
  // File formats an upload accepts, written in Latin letters in Korean too.
  /\b(?:PDF|JPEG|PNG|GIF|WebP)\b/g,
  /YYYY-MM-DD/g,
  /https?:\/\//g,
  /(?<=[\p{Script=Hangul}]\s?)\([^()]*\)/gu,
  /예: .*$/g,
];

function englishIn(text: string): string | null {
  const rest = ALLOWED.reduce((t, rule) => t.replace(rule, ' '), text);
  return /[A-Za-z]{2,}/.exec(rest)?.[0] ?? null;
}

describe('Korean message coverage', () => {
  const all = catalogues();

  it('finds the catalogues of the shell and of every remote', () => {
    const where = all.map((c) => c.where);
    for (const expected of ['shared/i18n', 'public/auth/messages.*.ts', 'mypage/information/routes.json'])
      expect(where).toContain(expected);
  });

  it.each(all.map((c) => [c.where, c] as const))('%s: a Korean text for every English one', (_where, c) => {
    const missing = Object.keys(c.en).filter((key) => !c.ko[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(all.map((c) => [c.where, c] as const))('%s: no English words in the Korean texts', (_where, c) => {
    const english = Object.entries(c.ko)
      .map(([key, value]) => [key, englishIn(visibleText(parse(value, { ignoreTag: false })))] as const)
      .filter(([, word]) => word)
      .map(([key, word]) => `${key}: "${word}" in ${c.ko[key]}`);
    expect(english).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect(englishIn('© 2024 대한병리학회. All rights reserved.')).toBe('All');
    expect(englishIn(visibleText(parse('{count, plural, other {# members}}')))).toBe('members');
    expect(englishIn(visibleText(parse('{count, plural, other {회원 #명}}')))).toBeNull();
    expect(englishIn('시간대: 한국 표준시 (UTC+9). 전압: 220 V, 60 Hz.')).toBeNull();
  });
});

// Issue 27: tiers are named in @congress/domain (fees.ts) and nowhere else; no catalogue spells a
// stored code where a visitor reads (KM_TIER1, GOLD's AD_GRADE1 neighbours, …).
describe('no stored codes in place of names', () => {
  const STORED_CODE = /\b(KM|KN|ON)_TIER\d\b|\bAD_GRADE\d\b/;
  it.each(catalogues().map((c) => [c.where, c] as const))('%s shows names, not codes', (_where, c) => {
    const found = [...Object.entries(c.en), ...Object.entries(c.ko)].filter(([, text]) =>
      STORED_CODE.test(text),
    );
    expect(found).toEqual([]);
  });
});
