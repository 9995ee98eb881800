import { RemoteRoot } from '@congress/ui';
import { FeatureRoutes } from '@congress/ui/routing';
import { features } from '../features';

/** The public site: the pages of its features (the host guards and mounts it). */
export default function PublicApp() {
  return (
    <RemoteRoot name="public" build={process.env.BUILD_ID ?? 'dev'} messages={features.messages}>
      <FeatureRoutes features={features} />
    </RemoteRoot>
  );
}
