/** A promise as React's `use` reads it: with its outcome written on it once settled. */
export type ReadablePromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Writes the promise's outcome on it when it settles (React's own convention for thenables), so
 * `use(promise)` in a render after that returns at once instead of suspending for a tick. A
 * server-rendered page needs it: what it waits for is loaded before React hydrates, and a part
 * that suspends while hydrating is drawn anew by the browser at the first update that reaches it
 * (docs/decisions.md, "One renderer": hydration in one pass).
 */
export function readablePromise<T>(promise: Promise<T>): ReadablePromise<T> {
  const readable = promise as ReadablePromise<T>;
  if (readable.status) return readable;
  readable.status = 'pending';
  readable.then(
    (value) => {
      readable.status = 'fulfilled';
      readable.value = value;
    },
    (reason: unknown) => {
      readable.status = 'rejected';
      readable.reason = reason;
    },
  );
  return readable;
}
