/// <reference types="webpack/module" />
// Every folder under features/ is a feature of this remote, found by file name (nothing to list):
//   routes.json  its pages and menu entries (the build also publishes them, merged, as
//                dist/routes.json for the host: shared/webpack-config/routeTable.cjs)
//   pages.tsx    the component of each of its paths (a path without one shows "opens soon")
//   messages.ts  its texts, English and Korean
// plus its page components, graphql/ documents and whatever else it needs.
import type { FeatureRoutes } from '@congress/domain';
import type { LocaleMessages } from '@congress/i18n';
import { gatherFeatures, type FeaturePages } from '@congress/ui/routing';

const routeFiles = import.meta.webpackContext('./', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/routes\.json$/,
});
const pageFiles = import.meta.webpackContext('./', { recursive: true, regExp: /^\.\/[\w-]+\/pages\.tsx$/ });
const messageFiles = import.meta.webpackContext('./', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/messages\.ts$/,
});

export const features = gatherFeatures({
  routes: routeFiles.keys().map((key) => routeFiles(key) as FeatureRoutes),
  pages: pageFiles.keys().map((key) => pageFiles(key) as { pages: FeaturePages }),
  messages: messageFiles.keys().map((key) => messageFiles(key) as { messages: LocaleMessages }),
});
