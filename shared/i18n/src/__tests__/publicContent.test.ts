// The public site's declared text pages (features/*/content.ts, see remotes/public/src/components/
// content.ts) name their texts by message id: every id must have an English and a Korean text in
// the public remote's catalogues (feature messages or route labels), or the page would show ids.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentMessageIds, type PageContent } from '../../../../remotes/public/src/components/content';

const features = path.resolve(__dirname, '../../../../remotes/public/src/features');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): unknown => require(file);

function publicTexts(locale: 'en' | 'ko'): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const feature of readdirSync(features)) {
    const messages = path.join(features, feature, 'messages.ts');
    if (existsSync(messages))
      Object.assign(
        texts,
        (load(messages) as { messages: Record<string, Record<string, string>> }).messages[locale],
      );
    const routes = path.join(features, feature, 'routes.json');
    if (existsSync(routes)) {
      const table = JSON.parse(readFileSync(routes, 'utf8')) as {
        routes?: { labelId: string; label: Record<string, string> }[];
      };
      for (const route of table.routes ?? []) texts[route.labelId] = route.label[locale] ?? '';
    }
  }
  return texts;
}

const pages: [string, PageContent][] = readdirSync(features)
  .filter((feature) => existsSync(path.join(features, feature, 'content.ts')))
  .flatMap((feature) =>
    Object.entries(load(path.join(features, feature, 'content.ts')) as Record<string, PageContent>).map(
      ([name, content]) => [`${feature}/${name}`, content] as [string, PageContent],
    ),
  );

describe('public content pages', () => {
  const en = publicTexts('en');
  const ko = publicTexts('ko');

  it('finds the declared pages', () => {
    expect(pages.map(([name]) => name)).toEqual(
      expect.arrayContaining(['travel/visa', 'awards/travelGrants', 'programs/programGlance']),
    );
  });

  it.each(pages)('%s: every text it names exists in English and Korean', (_name, content) => {
    const missing = contentMessageIds(content).filter((id) => !en[id]?.trim() || !ko[id]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s: a title and its own description', (_name, content) => {
    expect(content.titleId).toMatch(/^nav\./);
    expect(content.descriptionId).not.toBe('');
  });
});
