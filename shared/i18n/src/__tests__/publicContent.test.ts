// The public site's declared text pages (features/*/content.ts, see remotes/public/src/components/
// content.ts) name their texts by message id: every id must have an English and a Korean text in
// the public remote's catalogues (its own feature's messages, all its page fetches, or route labels), or the page would show ids.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentMessageIds, type PageContent } from '../../../../remotes/public/src/components/content';

const features = path.resolve(__dirname, '../../../../remotes/public/src/features');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): unknown => require(file);

/** Route labels of every feature (the remote's own catalogue). */
function routeLabels(locale: 'en' | 'ko'): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const feature of readdirSync(features)) {
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

/**
 * What a page of `feature` can show: the route labels and its own feature's texts, one file per
 * language (a page fetches only its feature's messages, features/index.ts).
 */
function textsOf(feature: string, locale: 'en' | 'ko'): Record<string, string> {
  const messages = path.join(features, feature, `messages.${locale}.ts`);
  const own = existsSync(messages) ? (load(messages) as Record<string, Record<string, string>>)[locale] : {};
  return { ...routeLabels(locale), ...own };
}

const pages: [string, PageContent][] = readdirSync(features)
  .filter((feature) => existsSync(path.join(features, feature, 'content.ts')))
  .flatMap((feature) =>
    Object.entries(load(path.join(features, feature, 'content.ts')) as Record<string, PageContent>).map(
      ([name, content]) => [`${feature}/${name}`, content] as [string, PageContent],
    ),
  );

describe('public content pages', () => {
  it('finds the declared pages', () => {
    expect(pages.map(([name]) => name)).toEqual(
      expect.arrayContaining(['travel/visa', 'awards/travelGrants', 'introductions/welcome']),
    );
  });

  it.each(pages)(
    '%s: every text it names exists in English and Korean, in its own feature',
    (name, content) => {
      const feature = name.split('/')[0] as string;
      const en = textsOf(feature, 'en');
      const ko = textsOf(feature, 'ko');
      const missing = contentMessageIds(content).filter((id) => !en[id]?.trim() || !ko[id]?.trim());
      expect(missing).toEqual([]);
    },
  );

  it.each(pages)('%s: a title and its own description', (_name, content) => {
    expect(content.titleId).toMatch(/^nav\./);
    expect(content.descriptionId).not.toBe('');
  });
});
