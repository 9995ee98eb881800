import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import type { AuthState } from './modules/auth/authenticate';
import type { TokenService } from './modules/auth/tokens';

/** What the API's parts share for the process's lifetime. */
export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  tokens: TokenService;
}

/** Per-request GraphQL context: the shared parts plus who is asking. */
export interface GraphQLContext extends AppDeps {
  auth: AuthState;
}
