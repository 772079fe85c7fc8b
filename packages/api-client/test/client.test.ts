// Proves each client call returns the server's data or its error as a value, for the spec's shapes and the older ones.
import { HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { createApiClient, partsFromSnippet } from '../src/index.ts';
import { baseUrl, http, mockServer } from './support/mockedApi.ts';

const server = mockServer();

let token: string | null = null;
const api = createApiClient({ baseUrl, getToken: () => token });
afterEach(() => {
  token = null;
});

const freeUser = {
  email: 'student@example.com',
  remainingClicks: 16,
  paymentStatus: 'unpaid',
  paidUntil: null,
} as const;
const credentials = { email: 'student@example.com', password: 'secret-42' };

test('signUp returns the token and user of the spec shape', async () => {
  server.use(
    http.post('/auth/createuser', async ({ request, response }) => {
      expect(await request.json()).toEqual(credentials);
      return response(200).json({ authtoken: 'tok-1', user: freeUser });
    }),
  );
  expect(await api.signUp(credentials)).toEqual({
    data: { token: 'tok-1', user: { ...freeUser, paidUntil: null } },
  });
});

test('signUp returns 409 with the server message when the e-mail is taken', async () => {
  server.use(
    http.post('/auth/createuser', ({ response }) =>
      response(409).json({ message: 'An account with this email already exists.' }),
    ),
  );
  expect(await api.signUp(credentials)).toEqual({
    error: { status: 409, message: 'An account with this email already exists.' },
  });
});

test('signUp returns 400 and 429 as errors with their messages', async () => {
  server.use(http.post('/auth/createuser', ({ response }) => response(400).json({ message: 'email: bad.' })));
  expect((await api.signUp(credentials)).error).toEqual({ status: 400, message: 'email: bad.' });
  server.use(http.post('/auth/createuser', ({ response }) => response(429).json({ message: 'Slow down.' })));
  expect((await api.signUp(credentials)).error).toEqual({ status: 429, message: 'Slow down.' });
});

test.each([
  ['token', 'authUser'],
  ['tokenId', 'profile'],
  ['authtoken', 'user'],
])('logIn accepts the token as %s and the user as %s', async (tokenField, userField) => {
  server.use(
    http.post('/auth/login', ({ response }) =>
      response.untyped(
        HttpResponse.json({
          [tokenField]: 'tok-2',
          [userField]: { remainingClicks: 3, paymentStatus: 'unpaid' },
        }),
      ),
    ),
  );
  expect(await api.logIn(credentials)).toEqual({
    data: {
      token: 'tok-2',
      user: { email: null, remainingClicks: 3, paymentStatus: 'unpaid', paidUntil: null },
    },
  });
});

test('logIn without a user in the answer gives a null user (the caller asks /auth/me)', async () => {
  server.use(
    http.post('/auth/login', ({ response }) => response.untyped(HttpResponse.json({ token: 'tok-3' }))),
  );
  expect(await api.logIn(credentials)).toEqual({ data: { token: 'tok-3', user: null } });
});

test('logIn that answers 200 without any token is an error', async () => {
  server.use(
    http.post('/auth/login', ({ response }) => response.untyped(HttpResponse.json({ user: freeUser }))),
  );
  expect((await api.logIn(credentials)).error?.status).toBe(200);
});

test('logIn returns 401 with the server message', async () => {
  server.use(
    http.post('/auth/login', ({ response }) => response(401).json({ message: 'Invalid email or password.' })),
  );
  expect(await api.logIn(credentials)).toEqual({
    error: { status: 401, message: 'Invalid email or password.' },
  });
});

test('getCurrentUser sends the token in x-access-token', async () => {
  token = 'tok-me';
  server.use(
    http.get('/auth/me', ({ request, response }) =>
      request.headers.get('x-access-token') === 'tok-me'
        ? response(200).json({ ...freeUser, remainingClicks: 7 })
        : response(401).json({ message: 'Please log in to continue.' }),
    ),
  );
  expect((await api.getCurrentUser()).data?.remainingClicks).toBe(7);
});

test('no x-access-token header is sent without a token, and 401 comes back as an error', async () => {
  server.use(
    http.get('/auth/me', ({ request, response }) =>
      request.headers.has('x-access-token')
        ? response(200).json(freeUser)
        : response(401).json({ message: 'Please log in to continue.' }),
    ),
  );
  expect(await api.getCurrentUser()).toEqual({
    error: { status: 401, message: 'Please log in to continue.' },
  });
});

test('logOut returns null on 204 and an error on 401', async () => {
  token = 'tok';
  server.use(http.post('/auth/logout', ({ response }) => response(204).empty()));
  expect(await api.logOut()).toEqual({ data: null });
  server.use(http.post('/auth/logout', ({ response }) => response(401).json({ message: 'Nope.' })));
  expect((await api.logOut()).error?.status).toBe(401);
});

test('checkBilling reads the spec shape', async () => {
  server.use(
    http.get('/auth/check-billing', ({ response }) =>
      response(200).json({ paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z' }),
    ),
  );
  expect(await api.checkBilling()).toEqual({
    data: { paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z', isPaid: true },
  });
});

test.each([
  [{ payment_status: 'PAID' }, 'PAID', true],
  [{ status: 'success' }, 'success', true],
  [{ status: 'unpaid', payments: [{ payment_status: 'SUCCESS', is_captured: false }] }, 'unpaid', true],
  [{ status: 'unpaid', payments: [{ payment_status: 'PENDING', is_captured: true }] }, 'unpaid', true],
  [{ status: 'unpaid', raw: [{ payments: [{ payment_status: 'SUCCESS' }] }] }, 'unpaid', true],
  [
    { paymentStatus: 'unpaid', payments: [{ payment_status: 'FAILED', is_captured: false }] },
    'unpaid',
    false,
  ],
  [{}, null, false],
])('checkBilling accepts the older shape %j', async (body, paymentStatus, isPaid) => {
  server.use(http.get('/auth/check-billing', ({ response }) => response.untyped(HttpResponse.json(body))));
  expect(await api.checkBilling()).toEqual({ data: { paymentStatus, paidUntil: null, isPaid } });
});

test('checkBilling returns 401 and 502 as errors', async () => {
  server.use(http.get('/auth/check-billing', ({ response }) => response(401).json({ message: 'Log in.' })));
  expect((await api.checkBilling()).error?.status).toBe(401);
  server.use(http.get('/auth/check-billing', ({ response }) => response(502).json({ message: 'Gateway.' })));
  expect((await api.checkBilling()).error).toEqual({ status: 502, message: 'Gateway.' });
});

test('listTerms returns the term texts in order', async () => {
  server.use(
    http.get('/pages/{subject}', ({ params, response }) =>
      params.subject === 'nutrition'
        ? response(200).json([{ term: 'vitamin' }, { term: 'fibre', alsoCalled: ['fiber', 'roughage'] }])
        : response(404).json({ message: 'Unknown subject.' }),
    ),
  );
  expect(await api.listTerms('nutrition')).toEqual({
    data: [
      { term: 'vitamin', alsoCalled: [] },
      { term: 'fibre', alsoCalled: ['fiber', 'roughage'] },
    ],
  });
});

test.each([
  [
    'chemistry',
    [{ A: 'oxidation' }, { term: 'acid' }, { name: 'base' }, { other: 'x' }],
    ['oxidation', 'acid', 'base'],
  ],
  ['medical-terms', [{ coronary: 'angina' }, { A: 'not read' }], ['angina']],
  ['psychology', [{ '': 'cognition' }, { term: 'memory' }], ['cognition', 'memory']],
] as const)('listTerms reads the older %s field', async (subject, body, expected) => {
  server.use(http.get('/pages/{subject}', ({ response }) => response.untyped(HttpResponse.json(body))));
  expect(await api.listTerms(subject)).toEqual({
    data: expected.map((term) => ({ term, alsoCalled: [] })),
  });
});

test('listTerms returns 404 as an error', async () => {
  server.use(
    http.get('/pages/{subject}', ({ response }) => response(404).json({ message: 'Unknown subject.' })),
  );
  expect(await api.listTerms('chemistry')).toEqual({ error: { status: 404, message: 'Unknown subject.' } });
});

test('describeTerm sends page and attr and returns the description', async () => {
  token = 'tok';
  server.use(
    http.post('/pages/describe', async ({ request, response }) => {
      expect(await request.json()).toEqual({ page: 'chemistry', attr: 'oxidation' });
      expect(request.headers.get('x-access-token')).toBe('tok');
      return response(200).json({
        snippet: 'Combining with oxygen.\nAlso called: oxidisation',
        link: 'https://en.wikipedia.org/wiki/Oxidation',
        remainingClicks: 15,
        paid: false,
        source: 'wordnet',
        attribution: 'Definition: WordNet 3.1',
      });
    }),
  );
  expect(await api.describeTerm({ page: 'chemistry', attr: 'oxidation' })).toEqual({
    data: {
      snippet: 'Combining with oxygen.\nAlso called: oxidisation',
      // This server sent no parts: they are read from the snippet's labelled lines.
      parts: { definition: 'Combining with oxygen.', alsoCalled: ['oxidisation'] },
      link: 'https://en.wikipedia.org/wiki/Oxidation',
      remainingClicks: 15,
      paid: false,
      attribution: 'Definition: WordNet 3.1',
    },
  });
});

test("describeTerm returns the answer's parts, keeping only the known ones of the right type", async () => {
  const parts = {
    definition: 'A statin that was withdrawn after it caused fatal muscle breakdown.',
    example: 'Taken at night.',
    notConfusedWith: 'atorvastatin, still in use.',
    alsoCalled: ['Baycol'],
    plural: 'cerivastatins',
    seeAlso: ['statin', 'rhabdomyolysis'],
    use: 'high cholesterol',
    caution: 'Muscle pain.',
    withdrawn: 'Withdrawn worldwide in August 2001.',
  };
  server.use(
    http.post('/pages/describe', ({ response }) =>
      response.untyped(
        HttpResponse.json({
          snippet: 'The whole text.',
          parts: { ...parts, drugClass: 'statin', plural: 3, seeAlso: [] },
          link: null,
          remainingClicks: 3,
          paid: false,
        }),
      ),
    ),
  );
  const { plural: _notText, seeAlso: _empty, ...kept } = parts;
  expect((await api.describeTerm({ page: 'medicine-names', attr: 'cerivastatin' })).data?.parts).toEqual(
    kept,
  );
});

test('parts missing from the answer are read from the snippet: every label, the lists, the study-only line', () => {
  expect(
    partsFromSnippet(
      [
        'A carbonic anhydrase inhibitor.',
        'It lowers eye pressure.',
        'Example: Taken before a climb.',
        'Not to be confused with: mannitol, an osmotic diuretic.',
        'Also called: Diamox, ACZ.',
        'Plural: loci.',
        'See also: glaucoma, altitude sickness.',
        'Caution: Tingling.',
        'Withdrawn: Never.',
        'For study only — not medical advice.',
      ].join('\n'),
    ),
  ).toEqual({
    definition: 'A carbonic anhydrase inhibitor.\nIt lowers eye pressure.',
    example: 'Taken before a climb.',
    notConfusedWith: 'mannitol, an osmotic diuretic.',
    alsoCalled: ['Diamox', 'ACZ'],
    plural: 'loci',
    seeAlso: ['glaucoma', 'altitude sickness'],
    caution: 'Tingling.',
    withdrawn: 'Never.',
  });
  // A line that only looks labelled stays in the definition.
  expect(partsFromSnippet('Ratio: mass over volume.')).toEqual({ definition: 'Ratio: mass over volume.' });
  expect(partsFromSnippet('Example: only an example')).toBeNull();
});

test('describeTerm with no snippet and no link gives nulls', async () => {
  server.use(
    http.post('/pages/describe', ({ response }) =>
      response.untyped(HttpResponse.json({ snippet: '', link: null, remainingClicks: 4, paid: false })),
    ),
  );
  expect((await api.describeTerm({ page: 'psychology', attr: 'ego' })).data).toEqual({
    snippet: null,
    parts: null,
    link: null,
    remainingClicks: 4,
    paid: false,
    attribution: null,
  });
});

test('describeTerm 402 carries remainingClicks', async () => {
  server.use(
    http.post('/pages/describe', ({ response }) =>
      response(402).json({ message: 'Describe click credit exhausted!', remainingClicks: 0 }),
    ),
  );
  expect(await api.describeTerm({ page: 'chemistry', attr: 'acid' })).toEqual({
    error: { status: 402, message: 'Describe click credit exhausted!', remainingClicks: 0 },
  });
});

test.each([400, 401, 404, 413, 415] as const)('describeTerm returns %i as an error', async (status) => {
  server.use(
    http.post('/pages/describe', ({ response }) => response(status).json({ message: `status ${status}` })),
  );
  expect(await api.describeTerm({ page: 'chemistry', attr: 'acid' })).toEqual({
    error: { status, message: `status ${status}` },
  });
});

test('an error body that is not JSON gives the status without a message', async () => {
  server.use(
    http.post('/pages/describe', ({ response }) =>
      response.untyped(new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    ),
  );
  expect(await api.describeTerm({ page: 'chemistry', attr: 'acid' })).toEqual({
    error: { status: 502, message: undefined },
  });
});

test('a request that gets no answer is status 0', async () => {
  server.use(http.get('/pages/{subject}', () => HttpResponse.error()));
  expect(await api.listTerms('chemistry')).toEqual({ error: { status: 0, message: undefined } });
});

test('createCheckoutSession reads the spec shape and the camelCase one', async () => {
  token = 'tok';
  server.use(
    http.post('/checkout/create-session', ({ response }) =>
      response(200).json({ payment_session_id: 'sess', order_id: 'tt_1', gateway: 'local', mode: 'test' }),
    ),
  );
  expect(await api.createCheckoutSession()).toEqual({
    data: { paymentSessionId: 'sess', orderId: 'tt_1', gateway: 'local', mode: 'test' },
  });
  server.use(
    http.post('/checkout/create-session', ({ response }) =>
      response.untyped(HttpResponse.json({ paymentSessionId: 's2', orderId: 'o2' })),
    ),
  );
  expect(await api.createCheckoutSession()).toEqual({
    data: { paymentSessionId: 's2', orderId: 'o2', gateway: 'cashfree', mode: 'production' },
  });
});

test('createCheckoutSession with no ids gives nulls for the caller to reject', async () => {
  server.use(
    http.post('/checkout/create-session', ({ response }) => response.untyped(HttpResponse.json({}))),
  );
  const { data } = await api.createCheckoutSession();
  expect(data?.paymentSessionId).toBeNull();
  expect(data?.orderId).toBeNull();
});

test('createCheckoutSession returns 401 and 502 as errors', async () => {
  server.use(
    http.post('/checkout/create-session', ({ response }) => response(401).json({ message: 'Log in.' })),
  );
  expect((await api.createCheckoutSession()).error?.status).toBe(401);
  server.use(
    http.post('/checkout/create-session', ({ response }) => response(502).json({ message: 'Down.' })),
  );
  expect((await api.createCheckoutSession()).error?.status).toBe(502);
});

test('verifyPayment sends the order id and reads paid and not-paid answers', async () => {
  server.use(
    http.post('/checkout/verify', async ({ request, response }) => {
      const { orderId } = await request.json();
      return orderId === 'tt_paid'
        ? response(200).json({
            orderId,
            orderStatus: 'SUCCESS',
            paymentStatus: 'paid',
            paidUntil: '2026-12-21T10:15:00.000Z',
            payments: [{ payment_status: 'SUCCESS', is_captured: true }],
          })
        : response(200).json({
            orderId,
            orderStatus: 'PENDING',
            paymentStatus: 'unpaid',
            paidUntil: null,
            payments: [],
          });
    }),
  );
  expect(await api.verifyPayment('tt_paid')).toEqual({
    data: {
      orderStatus: 'SUCCESS',
      paymentStatus: 'paid',
      paidUntil: '2026-12-21T10:15:00.000Z',
      isPaid: true,
    },
  });
  expect(await api.verifyPayment('tt_open')).toEqual({
    data: { orderStatus: 'PENDING', paymentStatus: 'unpaid', paidUntil: null, isPaid: false },
  });
});

test('verifyPayment returns 404 for an order that is not the user’s', async () => {
  server.use(
    http.post('/checkout/verify', ({ response }) => response(404).json({ message: 'Order not found.' })),
  );
  expect(await api.verifyPayment('tt_other')).toEqual({
    error: { status: 404, message: 'Order not found.' },
  });
});

test('completeLocalPayment sends the outcome and returns the order status', async () => {
  server.use(
    http.post('/checkout/local/complete', async ({ request, response }) => {
      const { orderId, outcome } = await request.json();
      return response(200).json({ orderId, orderStatus: outcome === 'success' ? 'SUCCESS' : 'FAILED' });
    }),
  );
  expect(await api.completeLocalPayment('tt_1', 'success')).toEqual({ data: 'SUCCESS' });
  expect(await api.completeLocalPayment('tt_1', 'failed')).toEqual({ data: 'FAILED' });
  server.use(
    http.post('/checkout/local/complete', ({ response }) => response(404).json({ message: 'Off.' })),
  );
  expect((await api.completeLocalPayment('tt_1', 'success')).error?.status).toBe(404);
});

test('forgotPassword returns the server message, and 400/429 as errors', async () => {
  server.use(
    http.post('/auth/forgot-password', async ({ request, response }) => {
      expect(await request.json()).toEqual({ email: 'student@example.com' });
      return response(200).json({ message: 'If the email exists, a reset link was sent.' });
    }),
  );
  expect(await api.forgotPassword('student@example.com')).toEqual({
    data: 'If the email exists, a reset link was sent.',
  });
  server.use(http.post('/auth/forgot-password', ({ response }) => response(429).json({ message: 'Wait.' })));
  expect((await api.forgotPassword('student@example.com')).error).toEqual({ status: 429, message: 'Wait.' });
  server.use(http.post('/auth/forgot-password', ({ response }) => response(400).json({ message: 'Bad.' })));
  expect((await api.forgotPassword('x')).error?.status).toBe(400);
});

test('resetPassword puts the token in the path and returns 400 with its message', async () => {
  server.use(
    http.post('/auth/reset-password/{token}', async ({ params, request, response }) => {
      const { newPassword } = await request.json();
      return params.token === 'good-token' && newPassword === 'new-secret'
        ? response(200).json({ message: 'Password reset successfully.' })
        : response(400).json({ message: 'This reset link is invalid or has expired.' });
    }),
  );
  expect(await api.resetPassword('good-token', 'new-secret')).toEqual({
    data: 'Password reset successfully.',
  });
  expect(await api.resetPassword('used-token', 'new-secret')).toEqual({
    error: { status: 400, message: 'This reset link is invalid or has expired.' },
  });
});

test('searchTerms sends q and returns the groups in the order the server gave', async () => {
  server.use(
    http.get('/pages/search', ({ query, response }) => {
      expect(query.get('q')).toBe('mole');
      return response(200).json({
        query: 'mole',
        total: 3,
        groups: [
          { subject: 'chemistry', terms: [{ term: 'mole' }, { term: 'molecule' }] },
          { subject: 'biotechnology', terms: [{ term: 'molecular cloning', alsoCalled: ['gene cloning'] }] },
        ],
      });
    }),
  );
  expect(await api.searchTerms('mole')).toEqual({
    data: {
      query: 'mole',
      total: 3,
      groups: [
        {
          subject: 'chemistry',
          terms: [{ term: 'mole' }, { term: 'molecule' }],
        },
        { subject: 'biotechnology', terms: [{ term: 'molecular cloning', alsoCalled: ['gene cloning'] }] },
      ],
    },
  });
});

test('listMyTerms sends the filters and the token, and returns the page', async () => {
  token = 'tok';
  const item = {
    subject: 'chemistry',
    term: 'mole',
    unlockedAt: '2026-11-20T10:15:00.000Z',
    starred: true,
  } as const;
  server.use(
    http.get('/me/terms', ({ request, response }) => {
      expect(request.headers.get('x-access-token')).toBe('tok');
      expect(new URL(request.url).search).toBe('?subject=chemistry&starred=true&limit=50');
      return response(200).json({ total: 1, items: [item] });
    }),
  );
  expect(await api.listMyTerms({ subject: 'chemistry', starredOnly: true, limit: 50 })).toEqual({
    data: { total: 1, items: [item] },
  });
});

test('setStar puts or deletes the star of the encoded term, and returns 404 as an error', async () => {
  token = 'tok';
  const seen: string[] = [];
  server.use(
    http.put('/me/terms/{subject}/{term}/star', ({ params, response }) => {
      seen.push(`PUT ${params.subject}/${params.term}`);
      return params.term === 'acid/base'
        ? response(204).empty()
        : response(404).json({ message: 'Describe this term first to save it.' });
    }),
    http.delete('/me/terms/{subject}/{term}/star', ({ params, response }) => {
      seen.push(`DELETE ${params.subject}/${params.term}`);
      return response(204).empty();
    }),
  );
  expect(await api.setStar('chemistry', 'acid/base', true)).toEqual({ data: null });
  expect(await api.setStar('chemistry', 'acid/base', false)).toEqual({ data: null });
  expect(await api.setStar('chemistry', 'mole', true)).toEqual({
    error: { status: 404, message: 'Describe this term first to save it.' },
  });
  expect(seen).toEqual(['PUT chemistry/acid/base', 'DELETE chemistry/acid/base', 'PUT chemistry/mole']);
});

test('changePassword sends both passwords with the token; 204 is null, 401 and 400 come back with messages', async () => {
  token = 'tok';
  const bodies: unknown[] = [];
  server.use(
    http.post('/auth/change-password', async ({ request, response }) => {
      expect(request.headers.get('x-access-token')).toBe('tok');
      const body = await request.json();
      bodies.push(body);
      if (body.newPassword.length < 6) {
        return response(400).json({ message: 'Password must be at least 6 characters long.' });
      }
      return body.currentPassword === 'secret-42'
        ? response(204).empty()
        : response(401).json({ message: 'Current password is incorrect.' });
    }),
  );
  expect(await api.changePassword('secret-42', 'new-secret-42')).toEqual({ data: null });
  expect(await api.changePassword('wrong-one', 'new-secret-42')).toEqual({
    error: { status: 401, message: 'Current password is incorrect.' },
  });
  expect(await api.changePassword('secret-42', 'abc')).toEqual({
    error: { status: 400, message: 'Password must be at least 6 characters long.' },
  });
  expect(bodies[0]).toEqual({ currentPassword: 'secret-42', newPassword: 'new-secret-42' });
});

test('logoutOtherSessions returns how many sessions ended, and 401 as an error', async () => {
  token = 'tok';
  server.use(http.post('/auth/logout-others', ({ response }) => response(200).json({ revoked: 3 })));
  expect(await api.logoutOtherSessions()).toEqual({ data: 3 });
  server.use(
    http.post('/auth/logout-others', ({ response }) =>
      response(401).json({ message: 'Your session has ended. Please log in again.' }),
    ),
  );
  expect(await api.logoutOtherSessions()).toEqual({
    error: { status: 401, message: 'Your session has ended. Please log in again.' },
  });
});

const paidPayment = {
  orderId: 'tt_01JD4W5Z8K3M2N7P9Q',
  createdAt: '2026-11-21T10:14:00.000Z',
  amount: 150,
  currency: 'INR',
  status: 'SUCCESS',
  periodStart: '2026-11-21T10:15:00.000Z',
  periodEnd: '2026-12-21T10:15:00.000Z',
  receiptSentAt: '2026-11-21T10:16:00.000Z',
} as const;

test('listMyPayments returns the items in the order the server gave', async () => {
  token = 'tok';
  const dropped = {
    ...paidPayment,
    orderId: 'tt_older',
    status: 'USER_DROPPED',
    periodStart: null,
    periodEnd: null,
    receiptSentAt: null,
  } as const;
  server.use(
    http.get('/me/payments', ({ request, response }) => {
      expect(request.headers.get('x-access-token')).toBe('tok');
      return response(200).json({ items: [paidPayment, dropped] });
    }),
  );
  expect(await api.listMyPayments()).toEqual({ data: { items: [paidPayment, dropped] } });
});

test('getMyPayment puts the order id in the path; 404 comes back with its message', async () => {
  token = 'tok';
  server.use(
    http.get('/me/payments/{orderId}', ({ params, response }) =>
      params.orderId === paidPayment.orderId
        ? response(200).json(paidPayment)
        : response(404).json({ message: 'Order not found.' }),
    ),
  );
  expect(await api.getMyPayment(paidPayment.orderId)).toEqual({ data: paidPayment });
  expect(await api.getMyPayment('tt_someone_elses')).toEqual({
    error: { status: 404, message: 'Order not found.' },
  });
});

test('onSessionRejected hears of a 401 to a call made with a token, not of a wrong password or a logout', async () => {
  const rejected: string[] = [];
  const stop = api.onSessionRejected((refused) => rejected.push(refused));
  const refuse = ({
    response,
  }: {
    response: (status: 401) => { json(body: { message: string }): Response };
  }) => response(401).json({ message: 'Please log in to continue.' });
  server.use(
    http.get('/me/terms', refuse),
    http.post('/auth/login', refuse),
    http.post('/auth/logout', refuse),
    http.post('/auth/change-password', refuse),
  );

  await api.listMyTerms();
  expect(rejected).toEqual([]); // no token, no session to end

  token = 'tok-ended';
  await api.logIn(credentials);
  await api.changePassword('wrong-current', 'new-secret-42');
  await api.logOut();
  expect(rejected).toEqual([]);
  expect((await api.listMyTerms()).error?.status).toBe(401);
  expect(rejected).toEqual(['tok-ended']);

  stop();
  await api.listMyTerms();
  expect(rejected).toEqual(['tok-ended']);
});
