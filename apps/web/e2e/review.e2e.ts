// Review, quizzes and progress on the real server in Chromium at phone width: five described terms become five
// due cards, ratings schedule them in FSRS's order, a second device sees the same schedule, a review made
// offline reaches the server exactly once, a quiz round runs to its score on unlocked terms only, and the
// progress meters move after reviews.
import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './browser.ts';
import { runningE2eServer } from './server.ts';
import {
  enterFromLanding,
  inEachThemeAndWidth,
  openMenu,
  password,
  signUpThroughApi,
  spendClicksThroughApi,
  termsOf,
  uniqueEmail,
} from './site.ts';

interface ReviewAnswer {
  term: string;
  due: string;
  state: string;
}

async function api(path: string, token: string, init: RequestInit = {}): Promise<globalThis.Response> {
  const headers = new Headers(init.headers);
  headers.set('x-access-token', token);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${runningE2eServer().baseUrl}/api${path}`, { ...init, headers });
}

async function dueCards(
  token: string,
): Promise<{ dueNow: number; total: number; cards: { term: string }[] }> {
  const response = await api('/review/cards', token);
  expect(response.status).toBe(200);
  return response.json();
}

async function tokenOf(page: Page): Promise<string> {
  const token: unknown = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null');
  if (typeof token !== 'string') throw new Error('no token in the browser');
  return token;
}

/** Every review the page sent and the server answered, with the id it carried. */
function watchReviews(page: Page) {
  const sent: { id: string; term: string; rating: string }[] = [];
  const answered: ReviewAnswer[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/review/reviews'))
      sent.push(request.postDataJSON());
  });
  page.on('response', async (response: Response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/api/review/reviews')) return;
    if (response.ok()) answered.push(await response.json());
  });
  return { sent, answered };
}

const ratingKeys = { Again: '1', Hard: '2', Good: '3', Easy: '4' } as const;

/** Rates the card on screen (showing its answer first), by pointer or by the keys; returns its term. */
async function rate(page: Page, rating: keyof typeof ratingKeys, by: 'pointer' | 'keys' = 'pointer') {
  const card = page.getByRole('region', { name: 'Card' });
  const term = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const show = page.getByRole('button', { name: 'Show answer' });
  if (by === 'keys') {
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: rating, exact: true }).waitFor();
    await page.keyboard.press(ratingKeys[rating]);
  } else {
    if (await show.isVisible()) await show.click();
    await page.getByRole('button', { name: rating, exact: true }).click();
  }
  await expect(card.getByRole('heading', { level: 2, name: term, exact: true })).toBeHidden();
  return term;
}

test('five described terms are five due cards; ratings schedule them, on every device, offline too', async ({
  page,
  browser,
  baseUrl,
}) => {
  const email = uniqueEmail('review');
  await enterFromLanding(page, 'signup', email);
  const terms = (await termsOf('nutrition')).slice(0, 5);
  for (const term of terms) {
    await page.getByRole('button', { name: `Describe ${term}`, exact: true }).click();
    await page.getByRole('button', { name: `Hide ${term}`, exact: true }).waitFor();
  }
  const token = await tokenOf(page);
  const reviews = watchReviews(page);

  // From the navigation: five cards due, one at a time.
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review' }).click();
  await page.waitForURL('**/review');
  await expect(page.getByText('5 cards due')).toBeVisible();
  await inEachThemeAndWidth(page, 'review-card', { fullPage: false });

  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByRole('button', { name: 'Easy', exact: true })).toBeVisible();
  await inEachThemeAndWidth(page, 'review-answer', { fullPage: false });
  const rated: Record<string, string> = {};
  rated.easy = await rate(page, 'Easy');
  await expect(page.getByText('4 cards due')).toBeVisible();
  rated.good = await rate(page, 'Good');
  rated.hard = await rate(page, 'Hard', 'keys');

  // Offline: the rating is kept and the next card shows at once; back online it is sent, once.
  await expect.poll(() => reviews.answered.length).toBe(3);
  await page.context().setOffline(true);
  rated.offline = await rate(page, 'Good');
  await expect(page.getByText(/1 review is saved on this device/)).toBeVisible();
  await inEachThemeAndWidth(page, 'review-offline', { fullPage: false });
  expect(await page.evaluate(() => localStorage.getItem('termtap.reviewQueue'))).toContain(rated.offline);
  await page.context().setOffline(false);
  await expect
    .poll(() => reviews.answered.some((answer) => answer.term === rated.offline), { timeout: 30_000 })
    .toBe(true);
  rated.again = await rate(page, 'Again');

  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await expect(page.getByText(/Your next card is due in \d+ minutes?\./)).toBeVisible();
  await inEachThemeAndWidth(page, 'review-caught-up', { fullPage: false });
  expect(new Set(Object.values(rated))).toEqual(new Set(terms));

  // Easy comes back later than Good, Good later than Hard, Hard later than Again.
  const dueOf = (term: string | undefined) =>
    Date.parse(reviews.answered.find((answer) => answer.term === term)?.due ?? '');
  expect(dueOf(rated.easy)).toBeGreaterThan(dueOf(rated.good));
  expect(dueOf(rated.good)).toBeGreaterThan(dueOf(rated.hard));
  expect(dueOf(rated.hard)).toBeGreaterThan(dueOf(rated.again));

  // The offline review went with one id (a retry repeats it) and the server counted it once: one Good on a new
  // card is a learning step (ten minutes), not the days two would give.
  const offlineIds = new Set(reviews.sent.filter((review) => review.term === rated.offline).map((r) => r.id));
  expect(offlineIds.size).toBe(1);
  const offlineAnswers = reviews.answered.filter((answer) => answer.term === rated.offline);
  expect(offlineAnswers.map((answer) => answer.state)).toEqual(offlineAnswers.map(() => 'learning'));
  const [offlineId] = [...offlineIds];
  const again = await api('/review/reviews', token, {
    method: 'POST',
    body: JSON.stringify({
      id: offlineId,
      subject: 'nutrition',
      term: rated.offline,
      rating: 'easy',
      reviewedAt: new Date().toISOString(),
    }),
  });
  expect(((await again.json()) as ReviewAnswer).due).toBe(offlineAnswers[0]?.due);
  expect(await page.evaluate(() => localStorage.getItem('termtap.reviewQueue'))).toBeNull();

  // A second device signed in as the same student sees the same schedule.
  // Its own session, made by logging in there; the app reads the token from that browser's storage.
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const otherToken: unknown = ((await login.json()) as { authtoken?: unknown }).authtoken;
  expect(typeof otherToken).toBe('string');
  expect(otherToken).not.toBe(token);
  const second = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
  await second.addInitScript((saved) => localStorage.setItem('token', JSON.stringify(saved)), otherToken);
  const other = await second.newPage();
  await other.goto('/review');
  await other.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
  const server = await dueCards(token);
  expect(server.total).toBe(5);
  if (server.dueNow === 0) {
    await expect(other.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  } else {
    // The card rated Again may be due again by now: the same card, on both devices.
    await expect(other.getByText(`${server.dueNow} card${server.dueNow === 1 ? '' : 's'} due`)).toBeVisible();
    await expect(other.getByRole('heading', { level: 2, name: rated.again })).toBeVisible();
  }
  await second.close();

  // Reviewing never spent a describe.
  const me = await (await api('/auth/me', token)).json();
  expect(me.remainingClicks).toBe(16 - 5);
});

test('a quiz round on unlocked terms runs to its score, and the progress meters move after reviews', async ({
  page,
}) => {
  const email = uniqueEmail('quiz');
  const token = await signUpThroughApi(email);
  // Five chemistry terms unlocked, from another device.
  await spendClicksThroughApi(token, 5);
  const unlocked = (await termsOf('chemistry')).slice(0, 5);
  const firstLines: string[] = [];
  for (const term of unlocked) {
    const response = await api('/pages/describe', token, {
      method: 'POST',
      body: JSON.stringify({ page: 'chemistry', attr: term }),
    });
    const { snippet } = (await response.json()) as { snippet: string };
    firstLines.push(snippet.split('\n')[0] ?? '');
  }
  /** A definition shown is one of the unlocked terms' first lines, its names blanked out. */
  const isUnlockedDefinition = (shown: string) =>
    firstLines.some((line) =>
      shown
        .split('_____')
        .map((piece) => piece.trim())
        .filter(Boolean)
        .every((piece) => line.includes(piece)),
    );

  await enterFromLanding(page, 'login', email);
  await page.goto('/my-terms');
  const meter = page.getByRole('meter', { name: 'Chemistry terms known' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('link', { name: 'Quiz me on Chemistry' }).click();
  await page.waitForURL('**/quiz?subject=chemistry');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: Chemistry' })).toBeVisible();
  await inEachThemeAndWidth(page, 'quiz-question', { fullPage: false });

  let count = 0;
  let right = 0;
  for (;;) {
    const counter = (await page.getByText(/^Question \d+ of \d+$/).textContent()) ?? '';
    count = Number(counter.split(' of ')[1]);
    const ask = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const choices = page.getByRole('list', { name: 'Choices' }).getByRole('button');
    const choiceTexts = (await choices.allTextContents()).map((text) => text.slice(1));
    if (ask === 'Which term is this?') {
      const definition = (await page.getByRole('blockquote').textContent()) ?? '';
      expect(isUnlockedDefinition(definition), definition).toBe(true);
      expect(choiceTexts.some((choice) => unlocked.includes(choice))).toBe(true);
    } else {
      // A term and four definitions: every definition is one the student has unlocked.
      for (const choice of choiceTexts) expect(isUnlockedDefinition(choice), choice).toBe(true);
    }
    await choices.first().click();
    const feedback = (await page.getByRole('status').first().textContent()) ?? '';
    expect(feedback).toMatch(/^(Correct|Not quite\. The answer: .+)$/);
    if (feedback === 'Correct') right += 1;
    if (counter.startsWith('Question 1 of'))
      await inEachThemeAndWidth(page, 'quiz-feedback', { fullPage: false });
    if (counter === `Question ${count} of ${count}`) {
      await page.getByRole('button', { name: 'See your score' }).click();
      break;
    }
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('heading', { name: `Your score: ${right} of ${count}` })).toBeVisible();
  await inEachThemeAndWidth(page, 'quiz-score', { fullPage: false });

  // The answers fed the schedule: every unlocked term has been reviewed, none is new any more.
  await expect
    .poll(async () => (await dueCards(token)).cards.filter((card) => unlocked.includes(card.term)).length)
    .toBeLessThan(5);

  // A card becomes known once FSRS expects it remembered for three weeks: a few Easy reviews in a row do it.
  let isKnown = false;
  for (let review = 0; review < 12 && !isKnown; review += 1) {
    const response = await api('/review/reviews', token, {
      method: 'POST',
      body: JSON.stringify({
        id: randomUUID(),
        subject: 'chemistry',
        term: unlocked[0],
        rating: 'easy',
        reviewedAt: new Date().toISOString(),
      }),
    });
    expect(response.status).toBe(200);
    isKnown = ((await response.json()) as { known: boolean }).known;
  }
  expect(isKnown).toBe(true);
  await page.goto('/my-terms');
  await expect(meter).toHaveAttribute('aria-valuenow', '1');
  await page.goto('/chemistry');
  const subjectMeter = page.getByRole('meter', { name: 'Chemistry terms known' });
  await expect(subjectMeter).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('link', { name: 'Quiz me' })).toHaveAttribute(
    'href',
    '/quiz?subject=chemistry',
  );
});
