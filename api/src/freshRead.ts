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

/**
 * A read kept while `generation` stands still (the embedded database's write generation: nothing
 * has been written since): read again, through `read`, once it has moved. The generation is taken
 * before the read starts, so a write that ends during the read makes the next caller read again.
 * A failed read is not kept.
 */
export function readAfterWrites<T>(read: () => Promise<T>, generation: () => number): () => Promise<T> {
  let kept: { generation: number; value: Promise<T> } | null = null;
  return () => {
    const now = generation();
    if (kept && kept.generation === now) return kept.value;
    const value = read();
    const entry = { generation: now, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
