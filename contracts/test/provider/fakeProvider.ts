// A tiny stand-in backend that knows only describe and its provider states, with one deliberate money bug at a
// time: proof that the money interactions of the pact fail a backend that charges when it must not.
import { createServer } from 'node:http';
import { clicksExhaustedMessage } from '../../src/moneyRules.ts';
import { answerStateChange, type StateSetups } from '../../src/stateChangeServer.ts';
import { states } from '../../src/states.ts';
import { listenAsFakeBackend } from './verifyCommand.ts';

export type MoneyFault =
  | 'none'
  | 'charges-a-reopened-term'
  | 'charges-two-per-describe'
  | 'charges-a-subscriber';

interface FakeUser {
  remainingClicks: number;
  paid: boolean;
  owned: Set<string>;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

export async function startFakeProvider(fault: MoneyFault) {
  const users = new Map<string, FakeUser>();
  const logIn = (token: string, user: Omit<FakeUser, 'owned'>, owned: string[] = []) => {
    users.set(token, { ...user, owned: new Set(owned) });
    return { token };
  };
  const setups: StateSetups = {
    [states.userWithThreeClicks]: async () => logIn('three', { remainingClicks: 3, paid: false }),
    [states.userWithNoClicks]: async () => logIn('none', { remainingClicks: 0, paid: false }),
    [states.userWithSavedOxidation]: async () =>
      logIn('owner', { remainingClicks: 0, paid: false }, ['chemistry/oxidation']),
    [states.paidUserWithFiveClicks]: async () => logIn('paid', { remainingClicks: 5, paid: true }),
    [states.chemistryListsOxidation]: async () => ({}),
  };

  function describeTerm(user: FakeUser, term: string): { status: number; body: unknown } {
    const owned = user.owned.has(term);
    let cost = 1;
    if (user.paid) cost = fault === 'charges-a-subscriber' ? 1 : 0;
    else if (owned) cost = fault === 'charges-a-reopened-term' ? 1 : 0;
    else if (fault === 'charges-two-per-describe') cost = 2;
    if (cost > user.remainingClicks) {
      return { status: 402, body: { message: clicksExhaustedMessage, remainingClicks: 0 } };
    }
    user.remainingClicks -= cost;
    user.owned.add(term);
    return {
      status: 200,
      body: {
        snippet: 'The process of combining with oxygen.',
        link: 'https://en.wikipedia.org/wiki/Oxidation',
        remainingClicks: user.remainingClicks,
        paid: user.paid,
        attribution: 'Written by TermTap',
      },
    };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (result: { status: number; body: unknown }) => {
        response.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(result.body));
      };
      const body: unknown = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      if (request.url === '/_pact/states') {
        void answerStateChange(setups, body).then(answer);
        return;
      }
      const user = users.get(String(request.headers['x-access-token']));
      if (request.method !== 'POST' || request.url !== '/api/pages/describe') {
        return answer({ status: 404, body: { message: 'Not found.' } });
      }
      if (!user) return answer({ status: 401, body: { message: 'Please log in.' } });
      return answer(describeTerm(user, `${String(field(body, 'page'))}/${String(field(body, 'attr'))}`));
    });
  });
  return listenAsFakeBackend(server);
}
