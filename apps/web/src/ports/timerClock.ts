import type { ClockPort } from '@termtap/ui/ports';

export const timerClock: ClockPort = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
