// Debian's Chromium for every browser run in the repo (browsers cannot be downloaded here; docs/stack.md).
// CHROMIUM_PATH points at another Chromium or Chrome.

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

/** Playwright launch options for that Chromium. */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  };
}
