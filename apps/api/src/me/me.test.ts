// Proves "My terms": every unlocked term (also while paid) is listed starred-first then newest-first, stays
// re-readable for free at 0 clicks and after a subscription ends, and can be starred, on each database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases, startTestServer, type TestServer } from '../../test/support/server.ts';

describe.each(databases)('my terms on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const describeTerm = (token: string, page: string, attr: string) =>
    server.call('/pages/describe', { token, json: { page, attr } });
  const myTerms = async (token: string, query = '') => {
    const response = await server.call(`/me/terms${query}`, { token });
    expect(response.status).toBe(200);
    return response.json() as Promise<{
      total: number;
      items: { subject: string; term: string; starred: boolean; unlockedAt: string }[];
    }>;
  };

  test('lists what the user described, newest first, and nothing of anyone else', async () => {
    const { token } = await server.signUp();
    const other = await server.signUp();
    expect(await myTerms(token)).toEqual({ total: 0, items: [] });
    await describeTerm(token, 'chemistry', 'oxidation');
    await describeTerm(token, 'psychology', 'cognitive dissonance');
    await describeTerm(other.token, 'chemistry', 'mole');
    const page = await myTerms(token);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.subject, item.term, item.starred])).toEqual([
      ['psychology', 'cognitive dissonance', false],
      ['chemistry', 'oxidation', false],
    ]);
    expect(Date.parse(page.items[0]?.unlockedAt ?? '')).toBeGreaterThan(0);
    expect((await myTerms(token, '?subject=chemistry')).items.map((item) => item.term)).toEqual([
      'oxidation',
    ]);
    const paged = await myTerms(token, '?limit=1&offset=1');
    expect(paged).toMatchObject({ total: 2, items: [{ term: 'oxidation' }] });
  });

  test('starred terms come first and can be filtered; star and unstar are idempotent', async () => {
    const { token } = await server.signUp();
    await describeTerm(token, 'chemistry', 'oxidation');
    await describeTerm(token, 'chemistry', 'mole');
    for (let i = 0; i < 2; i += 1) {
      const starred = await server.call('/me/terms/chemistry/oxidation/star', { method: 'PUT', token });
      expect(starred.status).toBe(204);
    }
    expect((await myTerms(token)).items.map((item) => [item.term, item.starred])).toEqual([
      ['oxidation', true],
      ['mole', false],
    ]);
    expect((await myTerms(token, '?starred=true')).items.map((item) => item.term)).toEqual(['oxidation']);
    for (let i = 0; i < 2; i += 1) {
      const unstarred = await server.call('/me/terms/chemistry/oxidation/star', { method: 'DELETE', token });
      expect(unstarred.status).toBe(204);
    }
    expect((await myTerms(token, '?starred=true')).total).toBe(0);
  });

  test('a term with a slash or spaces is starred through its encoded name', async () => {
    const { token } = await server.signUp();
    const list: { term: string }[] = await (await server.call('/pages/psychology')).json();
    const spaced = list.find((item) => item.term.includes(' '))?.term ?? 'cognitive dissonance';
    await describeTerm(token, 'psychology', spaced);
    const response = await server.call(`/me/terms/psychology/${encodeURIComponent(spaced)}/star`, {
      method: 'PUT',
      token,
    });
    expect(response.status).toBe(204);
    expect((await myTerms(token, '?starred=true')).items.map((item) => item.term)).toEqual([spaced]);
  });

  test('starring a term not yet described answers 404 and changes nothing', async () => {
    const { token } = await server.signUp();
    for (const path of [
      '/me/terms/chemistry/oxidation/star',
      '/me/terms/chemistry/phlogiston/star',
      '/me/terms/astrology/x/star',
    ]) {
      const response = await server.call(path, { method: 'PUT', token });
      expect(response.status).toBe(404);
      expect(typeof (await response.json()).message).toBe('string');
    }
    expect((await myTerms(token)).total).toBe(0);
  });

  test('at 0 clicks and after a month ends, every unlocked term re-opens free; paid describes are unlocked too', async () => {
    const { token, userId } = await server.signUp();
    await describeTerm(token, 'chemistry', 'oxidation');
    await server.app.services.setPaidUntil(userId, new Date(Date.now() + 86_400_000));
    await describeTerm(token, 'psychology', 'cognitive dissonance');
    await server.app.services.setPaidUntil(userId, new Date(Date.now() - 1000));
    await server.app.services.setRemainingClicks(userId, 0);
    const page = await myTerms(token);
    expect(page.items.map((item) => item.term)).toEqual(['cognitive dissonance', 'oxidation']);
    for (const item of page.items) {
      const response = await describeTerm(token, item.subject, item.term);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ remainingClicks: 0, paid: false });
    }
    expect((await describeTerm(token, 'chemistry', 'mole')).status).toBe(402);
  });

  test.each([
    ['no token', '', undefined],
    ['a bad limit', '?limit=0', 'token'],
    ['a limit over 500', '?limit=501', 'token'],
    ['a negative offset', '?offset=-1', 'token'],
    ['an unknown subject', '?subject=astrology', 'token'],
    ['a bad starred value', '?starred=yes', 'token'],
  ])('GET /me/terms with %s answers 4xx with a message', async (_, query, withToken) => {
    const { token } = await server.signUp();
    const response = await server.call(`/me/terms${query}`, withToken ? { token } : {});
    expect(response.status).toBe(withToken ? 400 : 401);
    expect(typeof (await response.json()).message).toBe('string');
  });
});
