// @congress/ui: what must exist once per page, shared by the host and the remotes as one Module
// Federation singleton (shared/webpack-config/shared.cjs): the API client and its cache, the jotai
// store and atoms, the session, the dialogs and loading overlay the host draws, the theme. A
// change here means a new host. Components a remote can bundle for itself are in
// @congress/components (never shared); nothing here imports them.
export { AppProviders } from './AppProviders';
export {
  provideApi,
  graphqlEndpoint,
  apolloClient,
  loadedApolloClient,
  type LoadedApollo,
} from './apollo/apolloClient';
export { WithApollo } from './apollo/WithApollo';
export { theme, media, buttonLook, type ButtonVariant, type Theme } from './theme/theme';
export { appStore } from './state/store';
export { loadingState } from './state/loadingState';
export { siteRoutesState } from './state/siteRoutesState';
export { dialogState, closedDialog, type DialogContent, type DialogIcon } from './state/dialogState';
export { windowSizeState, measureWindow, type WindowSize } from './state/windowSizeState';
export { tokenState } from './state/tokenState';
export { userState, type SessionUser } from './state/userState';
export { sessionExpiredState, type SessionEnd } from './state/sessionExpiredState';
export { useDialogs } from './hooks/useDialogs';
export { useWindowSizeTracker } from './hooks/useWindowSizeTracker';
export { useLoadingWhile } from './hooks/useLoadingWhile';
export { decideAccess, type AccessDecision } from './session/accessDecision';
export { useSession } from './session/useSession';
export { useSessionBootstrap } from './session/useSessionBootstrap';
export { toSessionUser } from './session/toSessionUser';
export { RouteGuard } from './session/RouteGuard';
export { LoadingOverlay } from './components/LoadingOverlay';
export {
  PageRenderContext,
  usePageRender,
  useHydrated,
  type PageRender,
  type PageQueryOutcome,
} from './serverRender/PageRenderContext';
export {
  usePageQuery,
  restorePageQueries,
  pageQueryKey,
  type PageQueryResult,
} from './serverRender/usePageQuery';
export { Dialogs } from './components/Dialogs';
