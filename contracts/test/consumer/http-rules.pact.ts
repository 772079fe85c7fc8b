// Pins the HTTP rules the web app and the browser rely on: term lists carry an ETag and answer 304 to a
// matching If-None-Match (the browser's cache revalidates them), and a refused attempt is a 429 with
// Retry-After and a sentence the web app shows as it is.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { manyResetsEmail, states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact } from './pact.ts';

const { eachLike, fromProviderState, regex } = MatchersV3;

/** A strong or weak entity tag, as RFC 9110 writes it. */
const etagHeader = regex('^(W/)?"[^"]+"$', '"chemistry-3f2a9c"');

describe('consumer: http rules', () => {
  test('a term list is served with an ETag', async () => {
    await pact
      .addInteraction()
      .given(states.chemistryListsOxidation)
      .uponReceiving('a request for the chemistry terms, answered with an ETag')
      .withRequest('GET', '/pages/chemistry')
      .willRespondWith(200, (response) =>
        response.headers({ ...jsonHeaders, ETag: etagHeader }).jsonBody(eachLike({ term: 'oxidation' })),
      )
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}/pages/chemistry`);
        expect(answer.headers.get('etag')).toBe('"chemistry-3f2a9c"');
        expect((await clientFor(server.url).listTerms('chemistry')).data?.[0]?.term).toBe('oxidation');
      });
  });

  test('a term list answers 304 to a matching If-None-Match', async () => {
    // The browser's HTTP cache sends If-None-Match on its own; the client code never sets it.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression.
    const stateEtag = fromProviderState('${etag}', '"chemistry-3f2a9c"');
    await pact
      .addInteraction()
      .given(states.chemistryListHasEtag)
      .uponReceiving('a revalidation of the chemistry terms with their current ETag')
      .withRequest('GET', '/pages/chemistry', (request) => request.headers({ 'If-None-Match': stateEtag }))
      .willRespondWith(304)
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}/pages/chemistry`, {
          headers: { 'If-None-Match': '"chemistry-3f2a9c"' },
        });
        expect(answer.status).toBe(304);
      });
  });

  test('too many attempts answer 429 with Retry-After and a sentence to show', async () => {
    const message = 'Too many attempts. Please try again in 60 minutes.';
    await pact
      .addInteraction()
      .given(states.resetLinksUsedUp)
      .uponReceiving('a sixth reset link for one e-mail within the hour')
      .withRequest('POST', '/auth/forgot-password', (request) => request.jsonBody({ email: manyResetsEmail }))
      .willRespondWith(429, (response) =>
        response
          .headers({ ...jsonHeaders, 'Retry-After': regex('^[0-9]+$', '3600') })
          // The wait is the window's rest, so only the minutes vary.
          .jsonBody({
            message: regex('^Too many attempts\\. Please try again in [0-9]+ minutes?\\.$', message),
          }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).forgotPassword(manyResetsEmail);
        expect(result.error).toEqual({ status: 429, message });
      });
  });
});
