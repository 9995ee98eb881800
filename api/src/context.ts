// The two ways dependencies reach code: AppDeps for the process's lifetime (main.ts, the mail
// worker, seeds) and RequestContext for one request (GraphQL resolvers and REST routes alike).
// Types only: every module imports them, so this file imports nothing at run time (a request's
// context is built in requestContext.ts).
import type { Knex } from 'knex';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Loaders } from './loaders';
import type { Logger } from './logger';
import type { AuthState } from './modules/auth/authenticate';
import type { RateLimits } from './modules/auth/rateLimits';
import type { TokenService } from './modules/auth/tokens';
import type { MailQueue } from './modules/mail/mail.queue';

/** What the API's parts share for the process's lifetime. */
export interface AppDeps {
  config: Config;
  /** The database (PostgreSQL or the embedded PGlite behind the session server). */
  knex: Knex;
  logger: Logger;
  tokens: TokenService;
  /** The mail queue (pg-boss): mails are recorded and enqueued in the caller's transaction. */
  mail: MailQueue;
  limits: RateLimits;
  /** "Now" for time rules; tests pass a test clock (test/clock.ts). */
  clock: Clock;
}

/** Per-request context: the shared parts, who is asking, and this request's DataLoaders. */
export interface RequestContext extends AppDeps {
  auth: AuthState;
  /** The client's address, for rate limits. */
  ip: string;
  /** The client's User-Agent header ('' when absent): the sessions list shows it. */
  userAgent: string;
  /** Batched, per-request cached loads of related rows (loaders.ts): no N+1 queries. */
  loaders: Loaders;
  /** The site's address as the browser reaches it (http/siteOrigin.ts): payment return URLs, mail links. */
  origin: string;
  /** This process's own address (the socket's local end), for calls the API makes to itself. */
  localUrl: string;
}

/** The GraphQL context is the request context (codegen.yml names this type). */
export type GraphQLContext = RequestContext;
