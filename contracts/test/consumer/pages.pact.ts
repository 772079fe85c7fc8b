// Pins what the web app needs from the term lists and from Describe, including every error a row handles.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateToken } from './pact.ts';

const { boolean, eachLike, integer, like } = MatchersV3;

const oxidation = { page: 'chemistry', attr: 'oxidation' } as const;

describe('consumer: pages', () => {
  test('a subject lists its terms', async () => {
    await pact
      .addInteraction()
      .given(states.chemistryListsOxidation)
      .uponReceiving('a request for the chemistry terms')
      .withRequest('GET', '/pages/chemistry')
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(eachLike({ term: 'oxidation' })),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).listTerms('chemistry');
        expect(result.data).toEqual([{ term: 'oxidation', alsoCalled: [] }]);
      });
  });

  test('search finds a term across subjects, grouped by subject', async () => {
    await pact
      .addInteraction()
      .given(states.chemistryListsOxidation)
      .uponReceiving('a search of all subjects for oxid')
      .withRequest('GET', '/pages/search', (request) => request.query({ q: 'oxid' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          query: 'oxid',
          total: integer(1),
          groups: eachLike({ subject: 'chemistry', terms: eachLike({ term: 'oxidation' }) }),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).searchTerms('oxid');
        expect(result.data).toEqual({
          query: 'oxid',
          total: 1,
          groups: [{ subject: 'chemistry', terms: [{ term: 'oxidation' }] }],
        });
      });
  });

  test('describe returns the snippet, the link and the clicks left', async () => {
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .given(states.chemistryListsOxidation)
      .uponReceiving('a describe by a user with clicks left')
      .withRequest('POST', '/pages/describe', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(oxidation),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          snippet: like('The process of combining with oxygen.'),
          link: like('https://en.wikipedia.org/wiki/Oxidation'),
          remainingClicks: integer(2),
          paid: boolean(false),
          attribution: like('Written by TermTap'),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').describeTerm(oxidation);
        expect(result.data).toEqual({
          snippet: 'The process of combining with oxygen.',
          // No parts pinned here (describe-parts.pact.ts does): the client reads them from the snippet.
          parts: { definition: 'The process of combining with oxygen.' },
          link: 'https://en.wikipedia.org/wiki/Oxidation',
          remainingClicks: 2,
          paid: false,
          attribution: 'Written by TermTap',
        });
      });
  });

  test('describe without a token answers 401', async () => {
    await pact
      .addInteraction()
      .given(states.chemistryListsOxidation)
      .uponReceiving('a describe by a visitor')
      .withRequest('POST', '/pages/describe', (request) => request.jsonBody(oxidation))
      .willRespondWith(401)
      .executeTest(async (server) => {
        const result = await clientFor(server.url).describeTerm(oxidation);
        expect(result.error?.status).toBe(401);
      });
  });

  test('describe with no clicks left answers 402 with the clicks left', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks, { remainingClicks: 0 })
      .given(states.chemistryListsOxidation)
      .uponReceiving('a describe by a user with no clicks left')
      .withRequest('POST', '/pages/describe', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(oxidation),
      )
      .willRespondWith(402, (response) =>
        response.headers(jsonHeaders).jsonBody({ remainingClicks: integer(0) }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').describeTerm(oxidation);
        expect(result.error).toMatchObject({ status: 402, remainingClicks: 0 });
      });
  });

  test('describe of a term the subject does not list answers 404', async () => {
    const unknownTerm = { page: 'chemistry', attr: 'no such term' } as const;
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .uponReceiving('a describe of a term chemistry does not list')
      .withRequest('POST', '/pages/describe', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(unknownTerm),
      )
      .willRespondWith(404)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').describeTerm(unknownTerm);
        expect(result.error?.status).toBe(404);
      });
  });
});
