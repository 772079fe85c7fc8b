// Pins what "My terms" needs: the user's unlocked terms, and saving or unsaving one.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateToken } from './pact.ts';

const { boolean, datetime, eachLike, integer } = MatchersV3;

describe('consumer: my terms', () => {
  test('a user lists the terms they unlocked', async () => {
    await pact
      .addInteraction()
      .given(states.userWithSavedOxidation)
      .uponReceiving('a request for the terms this user unlocked')
      .withRequest('GET', '/me/terms', (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          total: integer(1),
          items: eachLike({
            subject: 'chemistry',
            term: 'oxidation',
            unlockedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-20T10:15:00.000Z'),
            starred: boolean(true),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').listMyTerms();
        expect(result.data).toEqual({
          total: 1,
          items: [
            {
              subject: 'chemistry',
              term: 'oxidation',
              unlockedAt: '2026-11-20T10:15:00.000Z',
              starred: true,
            },
          ],
        });
      });
  });

  test('my terms without a token answers 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for my terms by a visitor')
      .withRequest('GET', '/me/terms')
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect((await clientFor(server.url).listMyTerms()).error?.status).toBe(401);
      });
  });

  test('a user saves a term they unlocked', async () => {
    await pact
      .addInteraction()
      .given(states.userWithSavedOxidation)
      .uponReceiving('a request to star an unlocked term')
      .withRequest('PUT', '/me/terms/chemistry/oxidation/star', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').setStar(
          'chemistry',
          'oxidation',
          true,
        );
        expect(result).toEqual({ data: null });
      });
  });

  test('a user unsaves a term', async () => {
    await pact
      .addInteraction()
      .given(states.userWithSavedOxidation)
      .uponReceiving('a request to unstar a term')
      .withRequest('DELETE', '/me/terms/chemistry/oxidation/star', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').setStar(
          'chemistry',
          'oxidation',
          false,
        );
        expect(result).toEqual({ data: null });
      });
  });

  test('saving a term not yet described answers 404', async () => {
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .uponReceiving('a request to star a term this user never described')
      .withRequest('PUT', '/me/terms/chemistry/oxidation/star', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Describe this term first to save it.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').setStar(
          'chemistry',
          'oxidation',
          true,
        );
        expect(result.error?.status).toBe(404);
      });
  });
});
