import type { Locale } from '@congress/domain';
import { RemoteRoot } from '@congress/components';
import { FeatureRoutes, preloadFeaturePage } from '@congress/components/routing';
import { remoteFeatures as features } from '@congress/components/remote';

/** The public site: the pages of its features (the host guards and mounts it). */
export default function PublicApp() {
  return (
    <RemoteRoot name="public" build={process.env.BUILD_ID ?? 'dev'} messages={features.messages}>
      <FeatureRoutes features={features} />
    </RemoteRoot>
  );
}

/** What the page at `pathname` waits for, loaded before the host hydrates it (the host asks). */
export const preloadPage = (pathname: string, locale: Locale) =>
  preloadFeaturePage(features, pathname, locale);
