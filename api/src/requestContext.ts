// Builds the context of one HTTP request (its types are in context.ts, which every module imports
// and which therefore imports nothing at run time).
import type { Request } from 'express';
import type { AppDeps, RequestContext } from './context';
import { localUrlOf, siteOrigin } from './http/siteOrigin';
import { createLoaders, type Loaders } from './loaders';
import { authenticate } from './modules/auth/authenticate';

type LazyParts = Pick<RequestContext, 'loaders' | 'origin' | 'localUrl'>;

/**
 * The parts made when a resolver first asks: most requests (a `me`, a mutation) need few or none of
 * the ~20 DataLoaders. They are getters of the context's prototype, not of the context itself:
 * Apollo Server copies the context for each operation (Object.assign, which would call own getters
 * and make every loader), and the copy keeps the prototype, so it shares the same lazy parts.
 */
function lazyParts(deps: AppDeps, req: Request): LazyParts {
  let loaders: Loaders | undefined;
  let origin: string | undefined;
  let localUrl: string | undefined;
  return {
    get loaders() {
      return (loaders ??= createLoaders(deps.knex));
    },
    get origin() {
      return (origin ??= siteOrigin(deps.config, req));
    },
    get localUrl() {
      return (localUrl ??= localUrlOf(req));
    },
  };
}

/** Builds the context of one HTTP request: GraphQL and the REST routes share it. */
export async function createRequestContext(deps: AppDeps, req: Request): Promise<RequestContext> {
  const auth = await authenticate(deps.knex, deps.tokens, req.headers.authorization);
  const context: LazyParts = Object.create(lazyParts(deps, req));
  return Object.assign(context, deps, { ip: req.ip ?? 'unknown', auth });
}
