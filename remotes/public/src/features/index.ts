/// <reference types="webpack/module" />
// Every folder under features/ is a feature of this remote, found by file name (nothing to list):
//   routes.json      its pages and menu entries (the build also publishes them, merged, as
//                    dist/routes.json for the host: shared/webpack-config/routeTable.cjs)
//   pages.tsx        the component of each of its paths (a path without one shows "opens soon")
//   messages.en.ts   its texts in English, and messages.ko.ts in Korean (typed by the English
//                    file's keys): each its own chunk, so a page fetches only its feature's texts
//                    in the language shown (a visitor's first page carried every text in both)
// plus its page components, graphql/ documents and whatever else it needs.
import type { FeatureRoutes, Locale } from '@congress/domain';
import type { MessageTable } from '@congress/i18n';
import { gatherFeatures, type FeaturePages, type MessageLoader } from '@congress/ui/routing';

const routeFiles = import.meta.webpackContext('./', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/routes\.json$/,
});
const pageFiles = import.meta.webpackContext('./', { recursive: true, regExp: /^\.\/[\w-]+\/pages\.tsx$/ });
// Each file on demand (mode "lazy"); one context per language, as a context's pattern is fixed.
const messageFiles: Record<Locale, webpack.Context> = {
  en: import.meta.webpackContext('./', {
    recursive: true,
    regExp: /^\.\/[\w-]+\/messages\.en\.ts$/,
    mode: 'lazy',
  }),
  ko: import.meta.webpackContext('./', {
    recursive: true,
    regExp: /^\.\/[\w-]+\/messages\.ko\.ts$/,
    mode: 'lazy',
  }),
};

/** Fetches the texts of the feature in folder `dir` ('./home'), if it has any. */
function messageLoader(dir: string): MessageLoader | undefined {
  if (!messageFiles.en.keys().includes(`${dir}/messages.en.ts`)) return undefined;
  return async (locale) => {
    const module = (await messageFiles[locale](`${dir}/messages.${locale}.ts`)) as Record<
      Locale,
      MessageTable
    >;
    return module[locale];
  };
}

export const features = gatherFeatures({
  routes: routeFiles.keys().map((key) => routeFiles(key) as FeatureRoutes),
  pages: pageFiles.keys().map((key) => ({
    ...(pageFiles(key) as { pages: FeaturePages }),
    loadMessages: messageLoader(key.slice(0, key.lastIndexOf('/'))),
  })),
});
