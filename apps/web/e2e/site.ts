// What the scenarios share: fresh accounts, the API as a second device, the mail outbox, and the steps a
// student takes through the landing page.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { phoneViewport } from './browser.ts';
import { runningE2eServer } from './server.ts';

export const password = 'correct-horse-7';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function callApi(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('x-access-token', init.token);
  return fetch(`${runningE2eServer().baseUrl}/api${path}`, { ...init, headers });
}

/** Creates an account straight through the API (when the signup itself is not what a scenario is about). */
export async function signUpThroughApi(email: string): Promise<string> {
  const response = await callApi('/auth/createuser', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null && 'authtoken' in body ? body.authtoken : null;
  if (!response.ok || typeof token !== 'string') throw new Error(`signup failed: ${response.status}`);
  return token;
}

export async function termsOf(subject: string): Promise<string[]> {
  const body: unknown = await (await callApi(`/pages/${subject}`)).json();
  if (!Array.isArray(body)) throw new Error(`no term list for ${subject}`);
  return body.map((item: { term?: unknown }) => String(item.term));
}

/** Spends free describes from "another device", on terms of subjects the scenario does not open. */
export async function spendClicksThroughApi(token: string, count: number): Promise<void> {
  let spent = 0;
  for (const subject of ['chemistry', 'computer-science', 'biotechnology', 'psychology']) {
    for (const term of await termsOf(subject)) {
      if (spent === count) return;
      const response = await callApi('/pages/describe', {
        method: 'POST',
        token,
        body: JSON.stringify({ page: subject, attr: term }),
      });
      if (!response.ok) throw new Error(`describe ${subject}/${term} answered ${response.status}`);
      spent += 1;
    }
  }
  if (spent < count) throw new Error(`only ${spent} terms to describe`);
}

/** Opens the landing page's login or signup dialog, submits it, and waits for /nutrition. */
export async function enterFromLanding(
  page: Page,
  mode: 'signup' | 'login',
  email: string,
  secret = password,
) {
  await page.goto('/');
  await page
    .getByRole('button', { name: mode === 'signup' ? 'Start free trial' : 'Login', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(secret);
  await dialog.getByRole('button', { name: mode === 'signup' ? 'Sign up' : 'Login', exact: true }).click();
  // Login and signup end with a full page load of /nutrition (docs/spec.md §4): wait until it shows.
  await page.waitForURL('**/nutrition');
  await page.getByRole('heading', { name: 'Nutrition Terms' }).waitFor();
}

/** The small-screen menu: opens it when it is closed, so its links and Logout can be reached. */
export async function openMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The reset link in the newest outbox mail to this address (docs/design.md decision 12: no SMTP, an outbox).
 */
export async function resetLinkMailedTo(email: string): Promise<URL> {
  const outbox = join(runningE2eServer().dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const mail = await readFile(join(outbox, name), 'utf8');
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail)) continue;
      const text = /quoted-printable/i.test(mail) ? decodeQuotedPrintable(mail) : mail;
      const link = text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const screensDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screens');

/**
 * Runs `look` with the page in each theme at 360 and 1280 px in turn, then leaves it light at phone width. With
 * E2E_SCREENSHOTS=1 each state is first saved as test-results/screens/<name>-<phone|desktop>-<theme>.png.
 */
export async function inEachThemeAndWidth(
  page: Page,
  name: string,
  options: { fullPage: boolean },
  look: (state: string) => Promise<void> = async () => {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    // Reduced motion turns off the buttons' colour transition, so axe never reads a colour half-way between themes.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const [label, size] of Object.entries({
      phone: phoneViewport,
      desktop: { width: 1280, height: 800 },
    })) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      if (process.env.E2E_SCREENSHOTS === '1') {
        await mkdir(screensDir, { recursive: true });
        const path = join(screensDir, `${name}-${label}-${theme}.png`);
        await page.screenshot({ path, fullPage: options.fullPage });
      }
      await look(`${label} ${theme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
  await page.setViewportSize(phoneViewport);
}
