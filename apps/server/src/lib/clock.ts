/** The source of the current time. Injected everywhere, so tests can move time on. */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** The current time of `clock` in unix seconds, the API's unit. */
export function unixNow(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}

/** A clock that stands still until told to move, for tests of expiry and schedules. */
export class ManualClock implements Clock {
  private current: number;

  constructor(
    /** The starting time (a date or epoch milliseconds). */
    start: Date | number = Date.UTC(2025, 0, 15, 9, 0, 0),
  ) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Moves the time forward by `seconds`. */
  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  /** Sets the time. */
  set(time: Date | number): void {
    this.current = typeof time === 'number' ? time : time.getTime();
  }
}
