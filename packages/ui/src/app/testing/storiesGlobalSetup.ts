// The stories run in Chromium: without one, stop before Vitest tries to start it, saying what to install.
import { requireChromium } from '../../../../../tooling/chromium.mjs';

export default function setup(): void {
  requireChromium();
}
