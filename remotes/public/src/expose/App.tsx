import { RemoteRoot } from '@congress/components';
import { FeatureRoutes } from '@congress/components/routing';
import { remoteFeatures as features } from '@congress/components/remote';

/** The public site: the pages of its features (the host guards and mounts it). */
export default function PublicApp() {
  return (
    <RemoteRoot name="public" build={process.env.BUILD_ID ?? 'dev'} messages={features.messages}>
      <FeatureRoutes features={features} />
    </RemoteRoot>
  );
}
