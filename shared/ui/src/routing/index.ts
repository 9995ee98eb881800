// A separate entry (@congress/ui/routing), bundled into each remote rather than shared: a remote
// routes its pages with the code it was built with. Like the forms entry, files here reach the
// rest of the UI kit through '@congress/ui' (the page's shared singleton), never by relative path.
export { gatherFeatures, type FeaturePages, type MessageLoader, type RemoteFeatures } from './features';
export { FeatureMessages } from './FeatureMessages';
export { FeatureRoutes } from './FeatureRoutes';
