// Debian's Chromium for every browser run in the repo (browsers cannot be downloaded here; docs/stack.md).
// CHROMIUM_PATH points at another Chromium or Chrome.
import { accessSync, constants } from 'node:fs';

/** The flags that keep Chromium headless, quiet and offline in a container. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium binary the browser runs use: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Throws, saying what to do, when there is no Chromium to run: Playwright's own message would suggest
 * `npx playwright install`, which cannot download anything here.
 */
export function requireChromium() {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${path}: the story tests and the e2e suite run in Chromium. Install it ` +
        '(Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return path;
}

/** Playwright launch options for that Chromium. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  };
}
