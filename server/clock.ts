/** Time source, injected so tests can move time (code expiry, session expiry, rate limits). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
