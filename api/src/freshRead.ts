/**
 * One read at a time, each caller given a read that began after it asked (docs/decisions.md, "A
 * kept page served as kept"). Callers arriving while a read is under way share the next read,
 * which starts when that one ends: under a burst of readers a value is read about once per read's
 * duration instead of once per request, and no caller is given a value read before it arrived
 * (the public content version: an organiser's change committed before the request is always
 * seen; a deployed file: a redeploy is served from the next request on).
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      queued = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return start();
        });
    }
    return queued;
  };
}
