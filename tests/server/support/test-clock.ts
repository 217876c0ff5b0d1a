import type { Clock } from '../../../server/clock.js';

/** A clock that stands still until the test moves it. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}
