export { AppProviders } from './AppProviders';
export {
  provideApi,
  graphqlEndpoint,
  apolloClient,
  loadedApolloClient,
  type LoadedApollo,
} from './apollo/apolloClient';
export { WithApollo } from './apollo/WithApollo';
export { theme, media, type Theme } from './theme/theme';
export { appStore } from './state/store';
export { loadingState } from './state/loadingState';
export { siteRoutesState } from './state/siteRoutesState';
export { dialogState, closedDialog, type DialogContent, type DialogIcon } from './state/dialogState';
export { windowSizeState, measureWindow, type WindowSize } from './state/windowSizeState';
export { tokenState } from './state/tokenState';
export { userState, type SessionUser } from './state/userState';
export { sessionExpiredState } from './state/sessionExpiredState';
export { useDialogs } from './hooks/useDialogs';
export { useWindowSizeTracker } from './hooks/useWindowSizeTracker';
export { useLoadingWhile } from './hooks/useLoadingWhile';
export { decideAccess, type AccessDecision } from './session/accessDecision';
export { useSession } from './session/useSession';
export { useSessionBootstrap } from './session/useSessionBootstrap';
export { toSessionUser } from './session/toSessionUser';
export { RouteGuard } from './session/RouteGuard';
export { StyledButton, BusyButton } from './components/Button';
export { Page, StyledPage, StyledNotice, ComingSoonPage } from './components/Page';
export { NotFoundPage, BlockPage } from './components/StatusPage';
export { RemoteLoadError, type RemoteFailure } from './components/RemoteLoadError';
export { LoadingOverlay } from './components/LoadingOverlay';
export { Dialogs } from './components/Dialogs';
export { RemoteRoot } from './components/RemoteRoot';
export { LinkGroup, type LinkItem } from './components/LinkGroup';
export { SiteMap } from './components/SiteMap';
export * from './upload';
