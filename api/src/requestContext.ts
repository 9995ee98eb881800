// Builds the context of one HTTP request (its types are in context.ts, which every module imports
// and which therefore imports nothing at run time).
import type { Request } from 'express';
import type { AppDeps, RequestContext } from './context';
import { localUrlOf, siteOrigin } from './http/siteOrigin';
import { createLoaders } from './loaders';
import { authenticate } from './modules/auth/authenticate';

/** Builds the context of one HTTP request: GraphQL and the REST routes share it. */
export async function createRequestContext(deps: AppDeps, req: Request): Promise<RequestContext> {
  return {
    ...deps,
    ip: req.ip ?? 'unknown',
    auth: await authenticate(deps.knex, deps.tokens, req.headers.authorization),
    loaders: createLoaders(deps.knex),
    origin: siteOrigin(deps.config, req),
    localUrl: localUrlOf(req),
  };
}
