import type { Clock } from '../src/lib/clock';

/** A clock that moves only when told: a test steps over a second instead of sleeping through it. */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
