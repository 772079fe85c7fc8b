// Pins what the Hindi describe panel needs: a describe asked for with lang=hi of a core syllabus term answers,
// beside the English description, the term's Hindi name and Hindi definition under `hindi`.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateToken } from './pact.ts';

const { boolean, integer, like } = MatchersV3;

describe('consumer: Hindi', () => {
  test('a describe in Hindi of a core term answers its Hindi name and Hindi definition', async () => {
    const request = { page: 'chemistry', attr: 'atom' } as const;
    const hindi = {
      term: 'परमाणु',
      definition:
        'किसी तत्व का वह सबसे छोटा कण जो रासायनिक अभिक्रिया में भाग ले सकता है; इसमें धनावेशित नाभिक (प्रोटॉन और न्यूट्रॉन) के चारों ओर इलेक्ट्रॉन होते हैं।',
    };
    await pact
      .addInteraction()
      .given(states.paidUser)
      .given(states.termHasHindiDefinition, { subject: request.page, term: request.attr })
      .uponReceiving('a describe in Hindi of chemistry/atom, a core term')
      .withRequest('POST', '/pages/describe', (builder) =>
        builder.query({ lang: 'hi' }).headers({ 'x-access-token': stateToken }).jsonBody(request),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          snippet: like('The smallest particle of an element that can take part in a chemical reaction.'),
          link: like('https://en.wikipedia.org/wiki/Atom'),
          remainingClicks: integer(0),
          paid: boolean(true),
          attribution: like('Written by TermTap'),
          hindi: { term: like(hindi.term), definition: like(hindi.definition) },
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').describeTerm(request, {
          lang: 'hi',
        });
        expect(result.data?.hindi).toEqual(hindi);
        expect(result.data?.paid).toBe(true);
      });
  });
});
