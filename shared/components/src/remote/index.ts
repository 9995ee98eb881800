// How a remote starts (@congress/components/remote), bundled into each remote: its features,
// gathered from its src/features folders (remoteFeatures), and its standalone development page
// (startStandalone). The host never imports this entry.
export { remoteFeatures } from './features';
export { startStandalone } from './startStandalone';
