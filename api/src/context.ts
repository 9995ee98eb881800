import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import type { AuthState } from './modules/auth/authenticate';
import type { RateLimits } from './modules/auth/rateLimits';
import type { TokenService } from './modules/auth/tokens';
import type { MailQueue } from './modules/mail/mail.queue';

/** What the API's parts share for the process's lifetime. */
export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  tokens: TokenService;
  mail: MailQueue;
  limits: RateLimits;
}

/** Per-request GraphQL context: the shared parts plus who is asking. */
export interface GraphQLContext extends AppDeps {
  auth: AuthState;
  /** The client's address, for rate limits. */
  ip: string;
}
