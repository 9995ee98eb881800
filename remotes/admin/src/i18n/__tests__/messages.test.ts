import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { ABSTRACT_STATUSES, MAIL_TYPES } from '@congress/domain';
import { en as core } from '@congress/i18n';
import { en } from '../en';
import { ko } from '../ko';

const SRC = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === '__tests__' || name === 'generated' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Message ids written literally in the remote's code (id: '…', id="…", labelId: '…', …Id: '…'). */
function literalIds(): string[] {
  const ids = new Set<string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\b(?:id|[a-zA-Z]+Id)\s*[:=]\s*\{?\s*['"]((?:admin|common|error|field|profile|page)\.[\w.]+)['"]/g,
    )) {
      ids.add(match[1]!);
    }
  }
  return [...ids];
}

/** The labels of the remote's route tables, by labelId. */
function routeLabels(): Record<string, string> {
  const featuresDir = path.join(SRC, 'features');
  const labels: Record<string, string> = {};
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'routes.json');
    if (!existsSync(file)) continue;
    const table = JSON.parse(readFileSync(file, 'utf8')) as {
      sections?: { labelId: string; label: { en: string } }[];
      routes?: { labelId: string; label: { en: string } }[];
    };
    for (const item of [...(table.sections ?? []), ...(table.routes ?? [])])
      labels[item.labelId] = item.label.en;
  }
  return labels;
}

/** The features' own texts (each feature's messages.ts), as the remote's App merges them. */
function featureMessages(locale: 'en' | 'ko'): Record<string, string> {
  const featuresDir = path.join(SRC, 'features');
  const merged: Record<string, string> = {};
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'messages.ts');
    if (!existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { messages } = require(file) as { messages: Record<'en' | 'ko', Record<string, string>> };
    Object.assign(merged, messages[locale]);
  }
  return merged;
}

describe('admin messages', () => {
  it('have the same keys in English and Korean', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(featureMessages('ko')).sort()).toEqual(Object.keys(featureMessages('en')).sort());
  });

  it('exist for every id the code names', () => {
    // Page titles and menu labels ship with the route tables (features/*/routes.json).
    const known = { ...core, ...routeLabels(), ...featureMessages('en'), ...en } as Record<string, string>;
    const ids = literalIds();
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !(id in known))).toEqual([]);
  });

  it('exist for the ids the code builds (actions, mail types)', () => {
    const built = [
      ...['block', 'unblock', 'delete', 'restore'].flatMap((change) => [
        `admin.${change}`,
        `admin.members.confirm.${change}.title`,
        `admin.members.confirm.${change}.text`,
        `admin.members.done.${change}`,
      ]),
      ...MAIL_TYPES.map((type) => `admin.mail.type.${type}`),
      ...ABSTRACT_STATUSES.map((status) => `admin.abstracts.status.${status}`),
    ];
    expect(built.filter((id) => !(id in en))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['ko', ko],
  ] as const)('parse as ICU messages and format counts in %s', (locale, messages) => {
    for (const [id, text] of Object.entries(messages)) {
      const format = new IntlMessageFormat(text, locale);
      for (const count of [0, 1, 2, 1234]) {
        const out = format.format({
          count,
          active: count,
          name: 'Hana Lee',
          names: 'A, B',
          type: 'GRANT',
          title: 'T',
          email: 'a@b.c',
          page: 1,
          pages: 2,
          kb: '3',
          file: 'f.xlsx',
          id: '7',
          label: 'L',
          column: 'C',
          status: 'Accepted',
          from: 'Withdrawn',
          link: (chunks: unknown[]) => chunks.join(''),
        });
        expect(`${id}: ${String(out)}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('of bulk-action dialogs need nothing but {count}, the one value the dialog gives them', () => {
    // A raw "{names}" stood in the "check payments" confirmation (issue 27 §4): the dialog lists
    // the rows under its text, it does not pass them to it.
    const messages = { ...featureMessages('en'), ...en } as Record<string, string>;
    const koMessages = { ...featureMessages('ko'), ...ko } as Record<string, string>;
    const ids = new Set<string>();
    for (const file of sources(SRC))
      for (const match of readFileSync(file, 'utf8').matchAll(
        /\b(?:labelId|titleId|textId|confirmId):\s*'([\w.]+)'/g,
      ))
        ids.add(match[1]!);
    expect(ids.size).toBeGreaterThan(20);
    const failing = [...ids].flatMap((id) =>
      [
        ['en', messages[id]],
        ['ko', koMessages[id]],
      ].flatMap(([locale, text]) => {
        if (text === undefined) return [];
        try {
          new IntlMessageFormat(text, locale).format({ count: 2 });
          return [];
        } catch {
          return [`${id} (${locale})`];
        }
      }),
    );
    expect(failing).toEqual([]);
  });

  it('say one member and two members', () => {
    const count = (text: string, n: number) => new IntlMessageFormat(text, 'en').format({ count: n });
    expect(count(en['admin.count.members'], 1)).toBe('1 member');
    expect(count(en['admin.count.members'], 2)).toBe('2 members');
    expect(count(en['admin.count.members'], 1234)).toBe('1,234 members');
    expect(new IntlMessageFormat(ko['admin.count.members'], 'ko').format({ count: 1 })).toBe('회원 1명');
  });
});
