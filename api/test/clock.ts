import type { Clock } from '../src/clock';

/**
 * A clock tests move: it runs with real time plus an offset (so timeouts and token expiry still
 * behave), and `advance` jumps ahead (a year later: accounts become dormant, codes expire).
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }

  /** Jumps to a given instant (time then runs on from there). */
  setNow(instant: Date | string): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
