/**
 * What time it is (ms since the epoch), passed in where the time decides something a test must
 * see happen (an id with one-second steps, a refresh after a second) without waiting for it.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
