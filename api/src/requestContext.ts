// Builds the context of one HTTP request (its types are in context.ts, which every module imports
// and which therefore imports nothing at run time).
import type { Request } from 'express';
import type { AppDeps, RequestContext } from './context';
import { localUrlOf, siteOrigin } from './http/siteOrigin';
import { createLoaders, type Loaders } from './loaders';
import { authenticate, type AuthState } from './modules/auth/authenticate';

/** What the lazy parts are made from, and the parts once made: one per request. */
interface LazyState {
  deps: AppDeps;
  req: Request;
  loaders?: Loaders;
  origin?: string;
  localUrl?: string;
}

/**
 * The request context as one class, so every request's context has the same shape (a prototype
 * made per request gave each request new hidden classes: every property read of a context missed
 * V8's caches). The parts most requests never use (a `me`, a mutation need few or none of the ~20
 * DataLoaders) are made when a resolver first asks: they are getters of the class, and what they
 * made is kept in `lazy`, an own property. Apollo Server copies the context for each operation
 * (Object.assign onto an object of the same prototype): the copy gets the same `lazy` and so
 * shares the request's loaders, and copying calls no getter.
 */
class HttpRequestContext implements RequestContext {
  // The shared parts, copied from AppDeps by the constructor.
  declare readonly config: AppDeps['config'];
  declare readonly knex: AppDeps['knex'];
  declare readonly logger: AppDeps['logger'];
  declare readonly tokens: AppDeps['tokens'];
  declare readonly mail: AppDeps['mail'];
  declare readonly limits: AppDeps['limits'];
  declare readonly clock: AppDeps['clock'];
  readonly ip: string;
  readonly userAgent: string;
  readonly auth: AuthState;
  readonly lazy: LazyState;

  constructor(deps: AppDeps, req: Request, auth: AuthState) {
    Object.assign(this, deps);
    this.ip = req.ip ?? 'unknown';
    this.userAgent = String(req.headers['user-agent'] ?? '');
    this.auth = auth;
    this.lazy = { deps, req };
  }

  get loaders(): Loaders {
    return (this.lazy.loaders ??= createLoaders(this.lazy.deps.knex));
  }

  get origin(): string {
    return (this.lazy.origin ??= siteOrigin(this.lazy.deps.config, this.lazy.req));
  }

  get localUrl(): string {
    return (this.lazy.localUrl ??= localUrlOf(this.lazy.req));
  }
}

/** Builds the context of one HTTP request: GraphQL and the REST routes share it. */
export async function createRequestContext(deps: AppDeps, req: Request): Promise<RequestContext> {
  const auth = await authenticate(deps.knex, deps.tokens, deps.clock, req.headers.authorization);
  return new HttpRequestContext(deps, req, auth);
}

/**
 * The context of a server render's reads (a public page): the page request's address, and no login
 * whatever the request carries, so a rendered page holds nothing of one reader to show another.
 */
export function createAnonymousContext(deps: AppDeps, req: Request): RequestContext {
  return new HttpRequestContext(deps, req, { user: null });
}
