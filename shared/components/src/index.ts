// @congress/components: components each bundle (host and remotes) carries for itself. Never
// shared through Module Federation (shared/webpack-config/shared.cjs), so a remote ships a new or
// changed component without a new host. What must be one per page (session, store, API client,
// dialogs, theme) comes from '@congress/ui' by package name, never by relative path.
export { StyledButton, BusyButton } from './components/Button';
export { Page, StyledPage, StyledNotice, ComingSoonPage } from './components/Page';
export { NotFoundPage, BlockPage } from './components/StatusPage';
export { RemoteLoadError, type RemoteFailure } from './components/RemoteLoadError';
export { RemoteRoot } from './components/RemoteRoot';
export { AppAtLoad } from './components/AppAtLoad';
export { LinkGroup, type LinkItem } from './components/LinkGroup';
export { SiteMap } from './components/SiteMap';
export * from './upload';
// A form's control on a server-rendered page keeps what was typed before the scripts arrived.
export { useTypedBeforeHydration } from './forms/useTypedBeforeHydration';
