// Proves every endpoint answers bad input with a 4xx JSON message (never a 500, never a stack) and the server stays up.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases, startTestServer, type TestServer } from './support/server.ts';

interface BadCase {
  name: string;
  path: string;
  method?: string;
  /** Raw body text; sent with `content-type` (application/json unless given). */
  body?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
  withToken?: boolean;
  status: number;
  /** The message must mention this (a field name, usually). */
  mentions?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const long = (length: number) => 'a'.repeat(length);

function credentialCases(path: string): BadCase[] {
  return [
    { name: 'malformed JSON', path, body: '{"email": "a@b.co", ', status: 400, mentions: 'JSON' },
    { name: 'empty body', path, body: '', status: 400 },
    { name: 'JSON null', path, body: 'null', status: 400 },
    { name: 'JSON array', path, body: '[]', status: 400 },
    { name: 'JSON string', path, body: '"a@b.co"', status: 400 },
    { name: 'missing email', path, body: json({ password: 'secret-42' }), status: 400, mentions: 'email' },
    { name: 'missing password', path, body: json({ email: 'a@b.co' }), status: 400, mentions: 'password' },
    {
      name: 'null email',
      path,
      body: json({ email: null, password: 'secret-42' }),
      status: 400,
      mentions: 'email',
    },
    {
      name: 'numeric email',
      path,
      body: json({ email: 42, password: 'secret-42' }),
      status: 400,
      mentions: 'email',
    },
    {
      name: 'array password',
      path,
      body: json({ email: 'a@b.co', password: ['secret-42'] }),
      status: 400,
      mentions: 'password',
    },
    {
      name: 'numeric password',
      path,
      body: json({ email: 'a@b.co', password: 123456 }),
      status: 400,
      mentions: 'password',
    },
    {
      name: 'object password',
      path,
      body: json({ email: 'a@b.co', password: { $ne: 1 } }),
      status: 400,
      mentions: 'password',
    },
    {
      name: 'extra field',
      path,
      body: json({ email: 'a@b.co', password: 'secret-42', admin: true }),
      status: 400,
      mentions: 'admin',
    },
    {
      name: 'not an e-mail',
      path,
      body: json({ email: 'not-an-email', password: 'secret-42' }),
      status: 400,
      mentions: 'email',
    },
    {
      name: 'over-long e-mail',
      path,
      body: json({ email: `${long(250)}@b.co`, password: 'secret-42' }),
      status: 400,
      mentions: 'email',
    },
    {
      name: 'over-long password',
      path,
      body: json({ email: 'a@b.co', password: long(129) }),
      status: 400,
      mentions: 'password',
    },
    {
      name: 'unicode e-mail',
      path,
      body: json({ email: 'ü😀@例え.jp', password: 'secret-42' }),
      status: 400,
      mentions: 'email',
    },
    {
      name: 'lone surrogate e-mail',
      path,
      body: '{"email":"\\ud800@b.co","password":"secret-42"}',
      status: 400,
    },
    {
      name: 'NUL in e-mail',
      path,
      body: json({ email: 'a\u0000@b.co', password: 'secret-42' }),
      status: 400,
    },
    {
      name: 'RTL override in e-mail',
      path,
      body: json({ email: '\u202ea@b.co', password: 'secret-42' }),
      status: 400,
    },
    {
      name: '__proto__ key',
      path,
      body: '{"email":"a@b.co","password":"secret-42","__proto__":{"x":1}}',
      status: 400,
    },
    { name: 'text/plain body', path, body: 'email=a@b.co', contentType: 'text/plain', status: 415 },
    {
      name: 'form body',
      path,
      body: 'email=a@b.co',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    {
      name: 'no content type',
      path,
      body: json({ email: 'a@b.co', password: 'secret-42' }),
      contentType: null,
      status: 415,
    },
  ];
}

const cases: BadCase[] = [
  ...credentialCases('/auth/createuser'),
  ...credentialCases('/auth/login'),
  { name: 'missing email', path: '/auth/forgot-password', body: json({}), status: 400, mentions: 'email' },
  {
    name: 'numeric email',
    path: '/auth/forgot-password',
    body: json({ email: 1 }),
    status: 400,
    mentions: 'email',
  },
  {
    name: 'extra field',
    path: '/auth/forgot-password',
    body: json({ email: 'a@b.co', x: 1 }),
    status: 400,
    mentions: 'x',
  },
  { name: 'malformed JSON', path: '/auth/forgot-password', body: '{', status: 400 },
  {
    name: 'missing password',
    path: '/auth/reset-password/abc123',
    body: json({}),
    status: 400,
    mentions: 'newPassword',
  },
  {
    name: 'short password',
    path: '/auth/reset-password/abc123',
    body: json({ newPassword: '12345' }),
    status: 400,
    mentions: 'newPassword',
  },
  {
    name: 'null password',
    path: '/auth/reset-password/abc123',
    body: json({ newPassword: null }),
    status: 400,
    mentions: 'newPassword',
  },
  {
    name: 'extra field',
    path: '/auth/reset-password/abc123',
    body: json({ newPassword: 'secret-42', email: 'a@b.co' }),
    status: 400,
  },
  {
    name: 'token with bad characters',
    path: '/auth/reset-password/abc%24%27%3B',
    body: json({ newPassword: 'secret-42' }),
    status: 400,
    mentions: 'token',
  },
  {
    name: 'over-long token',
    path: `/auth/reset-password/${long(300)}`,
    body: json({ newPassword: 'secret-42' }),
    status: 400,
    mentions: 'token',
  },
  { name: 'malformed JSON', path: '/pages/describe', withToken: true, body: '{"page":', status: 400 },
  {
    name: 'missing attr',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry' }),
    status: 400,
    mentions: 'attr',
  },
  {
    name: 'null page',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: null, attr: 'acid' }),
    status: 400,
    mentions: 'page',
  },
  {
    name: 'numeric attr',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry', attr: 7 }),
    status: 400,
    mentions: 'attr',
  },
  {
    name: 'empty attr',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry', attr: '' }),
    status: 400,
    mentions: 'attr',
  },
  {
    name: 'over-long attr',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry', attr: long(201) }),
    status: 400,
    mentions: 'attr',
  },
  {
    name: 'extra field',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry', attr: 'acid', paid: true }),
    status: 400,
    mentions: 'paid',
  },
  {
    name: 'unknown subject',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: '../etc', attr: 'acid' }),
    status: 404,
  },
  {
    name: 'odd unicode term',
    path: '/pages/describe',
    withToken: true,
    body: json({ page: 'chemistry', attr: '\u0000\u202e😀\ud800' }),
    status: 404,
  },
  { name: 'no token', path: '/pages/describe', body: json({ page: 'chemistry', attr: 'acid' }), status: 401 },
  {
    name: 'huge token',
    path: '/pages/describe',
    headers: { 'x-access-token': long(10_000) },
    body: json({ page: 'chemistry', attr: 'acid' }),
    status: 401,
  },
  { name: 'unknown subject', path: '/pages/chemistry%00', method: 'GET', status: 404 },
  { name: 'unicode subject', path: '/pages/%F0%9F%98%80', method: 'GET', status: 404 },
  {
    name: 'over-long If-None-Match',
    path: '/pages/chemistry',
    method: 'GET',
    headers: { 'if-none-match': long(300) },
    status: 400,
    mentions: 'if-none-match',
  },
  { name: 'unknown API path', path: '/no/such/thing', method: 'GET', status: 404 },
  { name: 'wrong method', path: '/auth/login', method: 'PUT', body: json({}), status: 404 },
];

describe.each(databases)('bad input on %s', (database) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    token = (await server.signUp()).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  test.each(cases)('$path: $name → $status', async (badCase) => {
    const headers: Record<string, string> = { ...badCase.headers };
    if (badCase.body !== undefined && badCase.contentType !== null) {
      headers['content-type'] = badCase.contentType ?? 'application/json';
    }
    const response = await server.call(badCase.path, {
      method: badCase.method ?? 'POST',
      body: badCase.body,
      headers,
      token: badCase.withToken ? token : undefined,
    });
    expect(response.status).toBe(badCase.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toMatch(/at .*\.(ts|js):\d+|SELECT|INSERT|stack/i);
    if (badCase.mentions) expect(body.message).toContain(badCase.mentions);
  });

  test('a 5 MB body is refused with 413 and the server keeps answering', async () => {
    const huge = json({ email: 'a@b.co', password: long(5 * 1024 * 1024) });
    for (const path of ['/auth/createuser', '/auth/login', '/pages/describe']) {
      const response = await server.call(path, {
        body: huge,
        headers: { 'content-type': 'application/json' },
        token,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'The request body is too large.' });
    }
    const health = await server.call('/health');
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  test('a NUL byte in a path parameter is a 404 JSON, never a 500; in a query, a 400', async () => {
    const paths = [
      ['PUT', '/me/terms/chemistry/acid%00/star'],
      ['DELETE', '/me/terms/chemistry/acid%00/star'],
      ['GET', '/me/payments/tt_%00'],
      ['POST', '/auth/reset-password/token%00token'],
    ] as const;
    for (const [method, path] of paths) {
      const response = await server.call(path, {
        method,
        token,
        ...(method === 'POST' ? { json: { newPassword: 'secret-42' } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json(), `${method} ${path}`).toEqual({ message: 'Not found.' });
    }
    const query = await server.call('/me/terms?subject=chemistry&limit=1%00', { token });
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({ message: 'limit: contains characters that are not allowed.' });
  });

  test('a search with no letter or digit (a lone combining accent, punctuation) is a 400 like a blank one', async () => {
    for (const q of ['%CC%81', '%E2%80%94', '!!', '%CC%81%CC%81%20%20']) {
      const response = await server.call(`/pages/search?q=${q}`);
      expect(response.status, q).toBe(400);
      expect(await response.json()).toEqual({ message: 'q: type at least one letter to search.' });
    }
    expect((await server.call('/pages/search?q=%C3%A9')).status).toBe(200);
  });

  test('after all of that the server is up and a normal sign-up still works', async () => {
    expect((await server.call('/health')).status).toBe(200);
    const response = await server.call('/auth/createuser', {
      json: { email: 'after@example.com', password: 'secret-42' },
    });
    expect(response.status).toBe(200);
  });
});
