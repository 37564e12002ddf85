/**
 * The sandbox's clock. Real time by default; started at a fixed instant (`now` option) it still runs
 * forward with real time unless frozen, and tests move it with `advance` to open or close channel
 * windows, expire tokens and reset rate-limit windows without waiting.
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
  set(instant: Date | string): void;
}

export function createClock(start?: Date | string | (() => Date), frozen: boolean = start !== undefined): Clock {
  if (typeof start === 'function') {
    let offset = 0;
    return { now: () => new Date(start().getTime() + offset), advance: (ms) => void (offset += ms), set: (i) => void (offset = new Date(i).getTime() - start().getTime()) };
  }
  let base = start === undefined ? Date.now() : new Date(start).getTime();
  let startedAt = Date.now();
  return {
    now: () => new Date(frozen ? base : base + (Date.now() - startedAt)),
    advance: (ms) => void (base += ms),
    set: (instant) => {
      base = new Date(instant).getTime();
      startedAt = Date.now();
    },
  };
}

export const HOUR = 3_600_000;
export const iso = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
