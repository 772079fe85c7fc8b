import type { ClockPort } from '@termtap/ui/src/app/ports.ts';

export const timerClock: ClockPort = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
