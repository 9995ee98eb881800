// The database cannot be reached (stopped, restarting, network cut): callers get a clear,
// translated 503 UNAVAILABLE at once instead of a hang or an INTERNAL error, and the next request
// after it is back simply works (knex's pool opens new connections; nothing needs a restart).
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError } from '../errors';

/**
 * How long a request waits for a pooled connection while every one is busy (the default of
 * DATABASE_ACQUIRE_TIMEOUT_MS): a burst (a check-in morning, 500 members opening their badge)
 * queues instead of failing. This is not how an unreachable database is noticed: the pool
 * opens a connection for a waiting request, and that attempt fails within CONNECT_TIMEOUT_MS
 * (refused, or no answer), rejecting the wait at once (knex's propagateCreateError). Found
 * under load: 240 concurrent reads with a 3 s wait on 10 connections lost 181 answers.
 */
export const ACQUIRE_TIMEOUT_MS = 20_000;
/** An answer that needs an unreachable database comes within this (one failed connection attempt, and the request's own work). */
export const UNREACHABLE_ANSWER_MS = 3_000;
/**
 * Embedded PGlite serves one request's exchange or transaction at a time, in the same process: a
 * wait for a connection there is a queue behind other requests, not an unreachable database, so
 * a burst of sign-ups or registrations waits its turn instead of failing after 3 s (found by the
 * embedded concurrency suite: 12 registrations at once, one answered UNAVAILABLE).
 */
export const EMBEDDED_ACQUIRE_TIMEOUT_MS = 30_000;
/** Opening a connection (TCP + start-up) longer than this: likewise. */
export const CONNECT_TIMEOUT_MS = 2_000;
/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), shutdown and start-up (57P01–57P03), too many connections.
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Timeout acquiring a connection|Connection terminated|connection timeout|timeout expired|not queryable|Connection ended|terminating connection/i;

/** True when the error (or one it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    originalError?: unknown;
    thrownValue?: unknown;
  };
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  // pg may reject with a plain object ({ code: 'ECONNRESET', … }) when a socket is reset: GraphQL
  // wraps it as NonErrorThrown with the object in `thrownValue` (seen in the fault test under a cut).
  const inner = [e.cause, e.originalError, e.thrownValue, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((next) => next !== error && isDatabaseUnavailable(next, depth + 1));
}

export const unavailableError = () => new AppError('UNAVAILABLE', { httpStatus: 503 });

/** For code outside resolvers (context creation): the unavailability as UNAVAILABLE, anything else as it is. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? unavailableError() : error;
}

/**
 * A GraphQL answer whose errors include an unreachable database is HTTP 503 with Retry-After;
 * the errors themselves become UNAVAILABLE in formatError (app.ts).
 */
export function databaseUnavailablePlugin<T extends object>(): ApolloServerPlugin<T> {
  // One listener object for every request (nothing in it is a request's own).
  const listeners: GraphQLRequestListener<T> = {
    async willSendResponse({ errors, response }) {
      if (!errors?.some((error) => isDatabaseUnavailable(unwrapResolverError(error)))) return;
      response.http.status = 503;
      response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    },
  };
  return { requestDidStart: async () => listeners };
}
