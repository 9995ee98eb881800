// pg-boss 10.4.2 records the outcome of a worker's batch without awaiting it (src/manager.js,
// work(): `this.complete(…)` and `this.fail(…)` in onFetch). With the database cut at that moment
// the rejection is unhandled: jest fails whichever test runs, and in production the process guard
// logs it as an unknown error. Nothing is lost: the batch's jobs stay active, expire and are
// fetched again, and each mail's row is claimed before sending, so none goes twice. This catches
// the two calls' failures and logs them as what they are; drop it with a pg-boss that awaits them.
import type { Logger } from '../../logger';

type Recorder = (...args: unknown[]) => Promise<unknown>;
type ManagerPrototype = Record<'complete' | 'fail', Recorder> & { [guarded]?: Logger };

const guarded = Symbol('congress.completionGuarded');

export function guardPgBossCompletion(logger: Logger): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prototype = (require('pg-boss/src/manager') as { prototype: ManagerPrototype }).prototype;
  if (prototype[guarded]) return;
  prototype[guarded] = logger;
  for (const method of ['complete', 'fail'] as const) {
    const record = prototype[method];
    const guardedRecord = function (this: unknown, ...args: unknown[]) {
      const outcome = record.apply(this, args);
      // The caller's promise still rejects for callers that await it; the unawaited one is handled.
      outcome.catch((err: unknown) =>
        prototype[guarded]?.warn(
          { err, queue: args[0] },
          `mail queue: a batch's ${method} was not recorded; its jobs are fetched again after they expire`,
        ),
      );
      return outcome;
    };
    // pg-boss hands its manager's functions on to the boss by their name (`fail`, `complete`).
    Object.defineProperty(guardedRecord, 'name', { value: method });
    prototype[method] = guardedRecord;
  }
}
