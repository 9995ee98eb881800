import { WithApollo } from '@congress/ui';
import { RemoteRoot } from '@congress/components';
import { FeatureRoutes } from '@congress/components/routing';
import { remoteFeatures as features } from '@congress/components/remote';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { AdminLayout } from '../layout/AdminLayout';

const messages = { en: { ...features.messages.en, ...en }, ko: { ...features.messages.ko, ...ko } };

/** The back office. The host guards /admin/main/* (organisers only); /admin/login is open. */
export default function AdminApp() {
  // Every page here runs GraphQL operations: the API client loads with the remote.
  return (
    <WithApollo>
      <RemoteRoot name="admin" build={process.env.BUILD_ID ?? 'dev'} messages={messages}>
        <FeatureRoutes features={features} layouts={{ admin: <AdminLayout />, desk: <AdminLayout /> }} />
      </RemoteRoot>
    </WithApollo>
  );
}
