/// <reference types="webpack/module" />
// The features of the remote being built, found by file name (nothing to list). Every folder
// under the remote's src/features/ is a feature:
//   routes.json      its pages and menu entries (the build also publishes them, merged, as
//                    dist/routes.json for the host: shared/webpack-config/routeTable.cjs)
//   pages.tsx        the component of each of its paths (a path without one shows "opens soon")
//   messages.ts      its texts, English and Korean, loaded with the remote; or
//   messages.en.ts   its texts in English, and messages.ko.ts in Korean (typed by the English
//                    file's keys): each its own chunk, so a page fetches only its feature's texts
//                    in the language shown
// plus its page components, graphql/ documents and whatever else it needs.
//
// '@remote-features' is the remote's own src/features folder: shared/webpack-config points it
// there in each remote's build, so this one module serves every remote (bundled per remote,
// never shared) and a remote adds a feature by adding a folder.
import type { FeatureRoutes, Locale } from '@congress/domain';
import type { LocaleMessages, MessageTable } from '@congress/i18n';
import { gatherFeatures, type FeaturePages, type MessageLoader } from '../routing/features';

const featureFiles = import.meta.webpackContext('@remote-features', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/(routes\.json|pages\.tsx|messages\.ts)$/,
});
// Each file on demand (mode "lazy", one chunk per file and language).
const textFiles = import.meta.webpackContext('@remote-features', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/messages\.(en|ko)\.ts$/,
  mode: 'lazy',
});

/** The files of one kind ('routes.json') in every feature folder, in folder order. */
const filesNamed = <T>(name: string) =>
  featureFiles
    .keys()
    .filter((key) => key.endsWith(`/${name}`))
    .map((key) => featureFiles(key) as T);

/** Fetches the texts of the feature in folder `dir` ('./home'), if it has them per language. */
function messageLoader(dir: string): MessageLoader | undefined {
  if (!textFiles.keys().includes(`${dir}/messages.en.ts`)) return undefined;
  return async (locale: Locale) => {
    const module = (await textFiles(`${dir}/messages.${locale}.ts`)) as Record<Locale, MessageTable>;
    return module[locale];
  };
}

/** Everything the remote's feature folders add up to (routes, pages, texts). */
export const remoteFeatures = gatherFeatures({
  routes: filesNamed<FeatureRoutes>('routes.json'),
  pages: featureFiles
    .keys()
    .filter((key) => key.endsWith('/pages.tsx'))
    .map((key) => ({
      ...(featureFiles(key) as { pages: FeaturePages }),
      loadMessages: messageLoader(key.slice(0, key.lastIndexOf('/'))),
    })),
  messages: filesNamed<{ messages: LocaleMessages }>('messages.ts'),
});
