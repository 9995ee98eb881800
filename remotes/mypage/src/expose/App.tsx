import { WithApollo } from '@congress/ui';
import { RemoteRoot } from '@congress/components';
import { FeatureRoutes } from '@congress/components/routing';
import { MemberNav } from '../components/MemberNav';
import { remoteFeatures as features } from '@congress/components/remote';
import { ConfirmBanner } from '../features/confirmation/ConfirmBanner';

/** The member area and payment result pages (the host requires a login before mounting it). */
export default function MypageApp() {
  // Every page here runs GraphQL operations: the API client loads with the remote.
  return (
    <WithApollo>
      <RemoteRoot name="mypage" build={process.env.BUILD_ID ?? 'dev'} messages={features.messages}>
        <ConfirmBanner />
        <MemberNav routes={features.routes} />
        <FeatureRoutes features={features} />
      </RemoteRoot>
    </WithApollo>
  );
}
