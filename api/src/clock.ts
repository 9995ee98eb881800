// The API's one source of "now" for rules that depend on time (dormant accounts, code and link
// expiry, login stamps): the request context carries it, so tests can move time (test/clock.ts)
// instead of writing dates into the past.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** `now` moved by a number of minutes (negative: earlier). */
export const minutesFrom = (clock: Clock, minutes: number): Date =>
  new Date(clock.now().getTime() + minutes * 60_000);
