// Proves the clock waits the asked time on the real timer.
import { afterEach, expect, test, vi } from 'vitest';
import { timerClock } from '../src/ports/timerClock.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('sleep resolves only once the time has passed', async () => {
  vi.useFakeTimers();
  let done = false;
  const sleeping = timerClock.sleep(2000).then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(1999);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await sleeping;
  expect(done).toBe(true);
});
