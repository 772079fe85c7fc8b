// Pins the parts a describe answers beside its snippet, which the describe panel lays out as labelled lines:
// every part at least once, over three real entries (a plural, related entries, a withdrawn medicine).
import { MatchersV3 } from '@pact-foundation/pact';
import type { DescribeParts, Subject } from '@termtap/api-client';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateToken } from './pact.ts';

const { boolean, eachLike, integer, like } = MatchersV3;

/** One describe by a paid user of a term whose description has the given parts (each an example value). */
async function pinParts(
  subject: Subject,
  term: string,
  parts: Required<Pick<DescribeParts, 'definition'>> & DescribeParts,
) {
  const request = { page: subject, attr: term };
  const matchers = Object.fromEntries(
    Object.entries(parts).map(([key, value]) => [
      key,
      Array.isArray(value) ? eachLike(value[0]) : like(value),
    ]),
  );
  await pact
    .addInteraction()
    .given(states.paidUser)
    .given(states.termHasParts, { subject, term, parts: Object.keys(parts) })
    .uponReceiving(`a describe of ${subject}/${term}, answered with its ${Object.keys(parts).join(', ')}`)
    .withRequest('POST', '/pages/describe', (builder) =>
      builder.headers({ 'x-access-token': stateToken }).jsonBody(request),
    )
    .willRespondWith(200, (response) =>
      response.headers(jsonHeaders).jsonBody({
        snippet: like(parts.definition),
        parts: matchers,
        link: like('https://en.wikipedia.org/wiki/Example'),
        remainingClicks: integer(0),
        paid: boolean(true),
        attribution: like('Written by TermTap'),
      }),
    )
    .executeTest(async (server) => {
      const result = await clientFor(server.url, 'session-token-from-state').describeTerm(request);
      expect(result.data?.parts).toEqual(
        Object.fromEntries(
          Object.entries(parts).map(([key, value]) => [key, Array.isArray(value) ? [value[0]] : value]),
        ),
      );
    });
}

describe('consumer: describe parts', () => {
  test('a describe answers the definition, other names, the neighbour and the plural as parts', async () => {
    await pinParts('biotechnology', 'nucleus', {
      definition: 'The membrane-bound organelle that holds the chromosomes of a eukaryotic cell.',
      notConfusedWith: 'nucleolus, a body inside the nucleus that makes ribosomes.',
      alsoCalled: ['cell nucleus'],
      plural: 'nuclei',
    });
  });

  test('a describe answers the example and the related entries as parts', async () => {
    await pinParts('computer-science', 'artificial intelligence', {
      definition:
        'The branch of computer science that builds systems able to do tasks that need intelligence.',
      example: 'Voice assistants and chess engines.',
      seeAlso: ['machine learning'],
    });
  });

  test('a describe of a withdrawn medicine answers its use, caution and withdrawal as parts', async () => {
    await pinParts('medicine-names', 'cerivastatin', {
      definition: 'A statin that was withdrawn after it caused fatal muscle breakdown.',
      use: 'high cholesterol (no longer used)',
      caution: 'Caused rhabdomyolysis and kidney failure.',
      withdrawn: 'Withdrawn worldwide in August 2001.',
    });
  });
});
