import type { Request } from 'express';
import type { AppDeps } from '../context';
import { createRequestContext } from '../requestContext';

// A request without a token reads no database: the context is built from these alone.
const deps = { knex: {}, tokens: {}, config: {} } as unknown as AppDeps;
const request = () => ({ headers: {}, ip: '203.0.113.9' }) as Request;

/** What Apollo Server does with the context before each operation (internalExecuteOperation). */
const apolloCopy = <T extends object>(context: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(context)), context);

describe('the request context', () => {
  it('makes no loaders when Apollo Server copies it, and its copy shares the request’s loaders', async () => {
    const context = await createRequestContext(deps, request());
    const copy = apolloCopy(context);
    expect(Object.keys(copy)).not.toContain('loaders');
    expect(copy.ip).toBe('203.0.113.9');
    expect(copy.auth).toEqual({ user: null });
    expect(copy.loaders).toBe(context.loaders);
  });

  it('gives every request loaders of its own', async () => {
    const first = await createRequestContext(deps, request());
    const second = await createRequestContext(deps, request());
    expect(first.loaders).not.toBe(second.loaders);
  });

  // A prototype made per request gave every request's context hidden classes of its own, so each
  // property read of a context, in every resolver, missed V8's inline caches (issue 36).
  it('gives every request’s context the same shape: one prototype for all', async () => {
    const first = await createRequestContext(deps, request());
    const second = await createRequestContext(deps, request());
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(Object.keys(first)).toEqual(Object.keys(second));
  });
});
