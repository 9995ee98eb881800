// How a remote turns its features into routes (@congress/components/routing), bundled into each
// remote: a remote routes its pages with the code it was built with. The API client and the
// session come from '@congress/ui' (the page's singletons) by package name.
export { gatherFeatures, type FeaturePages, type MessageLoader, type RemoteFeatures } from './features';
export { FeatureMessages } from './FeatureMessages';
export { FeatureRoutes, preloadFeaturePage } from './FeatureRoutes';
export { lazyPage, preloadOf, type PreloadablePage } from './lazyPage';
