// Proves the error contract holds for any input: thousands of malformed requests, generated with fast-check from
// openapi.yaml's operations and schemas, never get a 5xx, every 4xx is JSON { message } with the security headers,
// and the server still answers afterwards. Raw bytes Node's parser refuses are held to the same contract.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { firstBody, rawRequest } from './support/raw-http.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

type Json = fc.JsonValue;
type Schema = { [key: string]: unknown };

const spec: Schema = parse(
  readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8'),
);
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows `$ref: '#/…'` inside openapi.yaml. */
function resolve(value: unknown): Schema {
  let current = value;
  for (let depth = 0; depth < 10 && isSchema(current) && typeof current.$ref === 'string'; depth += 1) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isSchema(node) ? node[key] : undefined), spec);
  }
  return isSchema(current) ? current : {};
}

interface Operation {
  method: string;
  /** e.g. /auth/reset-password/{token} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema: Schema | null;
  needsToken: boolean;
}

function operationsOf(): Operation[] {
  const operations: Operation[] = [];
  const paths = isSchema(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isSchema(operation)) continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ].map(resolve);
      const body = resolve(operation.requestBody);
      const content = isSchema(body.content) ? body.content['application/json'] : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => String(p.name)),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => String(p.name)),
        bodySchema: isSchema(content) ? resolve(content.schema) : null,
        needsToken: Array.isArray(operation.security) && operation.security.length > 0,
      });
    }
  }
  return operations;
}

/** A value of the wrong kind for a schema, or junk of any kind. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, 0, -1, 1e308, '', ' ', '\u0000', 'a'.repeat(5000), [], {}, { $ne: null }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A plausible value for a schema (close to valid, so validation goes deep), sometimes over its limits. */
function nearValue(schema: Schema): fc.Arbitrary<Json> {
  const resolved = resolve(schema);
  if (Array.isArray(resolved.enum)) return fc.constantFrom<Json>(...(resolved.enum as Json[]), 'NOT_IN_ENUM');
  switch (resolved.type) {
    case 'string':
      if (resolved.format === 'email')
        return fc.oneof(
          fc.emailAddress(),
          fc.constantFrom('a@b', '@', 'x@y.z\u0000', `${'a'.repeat(300)}@b.co`),
        );
      return fc.string({ unit: 'grapheme', maxLength: Number(resolved.maxLength ?? 64) + 8 });
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(nearValue(resolve(resolved.items)), { maxLength: 4 });
    default:
      return objectFor(resolved);
  }
}

/** An object shaped by the schema, with one way of breaking it: a wrong value, a missing or an extra field. */
function objectFor(schema: Schema): fc.Arbitrary<Json> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  const near = fc.record(
    Object.fromEntries(names.map((name) => [name, nearValue(resolve(properties[name]))])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<{ [key: string]: Json }>;
  return fc.oneof(
    near,
    fc
      .tuple(near, fc.constantFrom(...(names.length > 0 ? names : ['x'])), wrongValue)
      .map(([object, name, value]) => ({ ...object, [name]: value })),
    fc.tuple(near, fc.string({ maxLength: 20 }), wrongValue).map(([object, name, value]) => ({
      ...object,
      [name]: value,
    })),
    wrongValue,
  );
}

const pathSegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%ZZ', '%', '%00', '%C0%AF', '..', '.', '%2F', 'a'.repeat(600), '%E2%82', '*', '%25'),
  fc.string({ unit: fc.constantFrom('a', '%', '/', '?', '#', ';', '&', '=', '+', '1'), maxLength: 20 }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
);

interface GeneratedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function requestsFor(operation: Operation, tokens: () => string[]): fc.Arbitrary<GeneratedRequest> {
  const body = operation.bodySchema ? objectFor(operation.bodySchema) : wrongValue;
  return fc
    .record({
      segments: fc.tuple(...operation.pathParams.map(() => pathSegment)),
      query: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...operation.queryParams, 'x'), fc.string({ maxLength: 10 })),
          fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('%ZZ', '', 'a'.repeat(2000))),
        ),
        { maxLength: 3 },
      ),
      rawQuery: fc.boolean(),
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
      ),
      token: fc.oneof(
        fc.constant<string | null>(null),
        fc.constantFrom('x', 'A'.repeat(43), 'not a token!', 'A'.repeat(300)),
        fc.nat().map((index) => tokens()[index % Math.max(1, tokens().length)] ?? null),
      ),
      body: fc.oneof(
        { weight: 6, arbitrary: body.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"', '\u0000', '{"__proto__":{"x":1}}'),
        },
      ),
      contentType: contentTypes,
      ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `203.0.${a}.${b}`),
    })
    .map(({ segments, query, rawQuery, method, token, body: text, contentType, ip }) => {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, segments[index] ?? '');
      });
      if (query.length > 0) {
        path += `?${
          rawQuery
            ? query.map(([key, value]) => `${key}=${value}`).join('&')
            : new URLSearchParams(query).toString()
        }`;
      }
      const headers: Record<string, string> = { 'x-forwarded-for': ip };
      if (token !== null) headers['x-access-token'] = token;
      const hasBody = method !== 'GET' && method !== 'OPTIONS';
      if (hasBody && contentType !== '') headers['content-type'] = contentType;
      return { path, method, headers, body: hasBody ? text : undefined };
    });
}

async function expectContract(server: TestServer, request: GeneratedRequest): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${server.api}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
  } catch (error) {
    // fetch itself refuses some URLs and headers before sending (nothing reached the server); 'fetch failed' is
    // the server dropping the connection, which breaks the contract.
    if (error instanceof TypeError && error.message !== 'fetch failed') return;
    throw error;
  }
  const text = await response.text();
  const where = `${request.method} ${request.path} → ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400) return;
  expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
  // The API's policy (default-src 'none'), or the page policy for what fails before routing: either forbids framing.
  expect(response.headers.get('content-security-policy'), where).toMatch(/^default-src '(none|self)'/);
  expect(response.headers.get('content-security-policy'), where).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
  const body: unknown = JSON.parse(text);
  expect(isSchema(body) && typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
}

const RUNS_PER_OPERATION = Number(process.env.ERROR_CONTRACT_RUNS ?? 120);

describe.each(databases)('the error contract on %s', (database) => {
  let server: TestServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(database);
    for (let count = 0; count < 3; count += 1) tokens.push((await server.signUp()).token);
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const operation of operationsOf()) {
    test(`${operation.method} ${operation.path}: malformed requests get a 4xx JSON { message }, never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          requestsFor(operation, () => tokens),
          (request) => expectContract(server, request),
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    });
  }

  test("raw bytes Node's parser refuses get a JSON { message } with the security headers", async () => {
    const port = Number(new URL(server.api).port);
    const rawLine = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 200 }),
      fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'G\u0000T', '', 'BREW'),
          fc.string({ unit: 'binary-ascii', maxLength: 60 }),
          fc.constantFrom('HTTP/1.1', 'HTTP/9.9', 'HTTP/1.1 extra', ''),
        )
        .map(([method, target, version]) => `${method} /api/${target} ${version}`),
    );
    const headerLines = fc.array(fc.string({ unit: 'binary-ascii', maxLength: 80 }), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(rawLine, headerLines, async (line, headers) => {
        const request = `${line}\r\nHost: x\r\nConnection: close\r\n${headers.join('\r\n')}\r\n\r\n`;
        const answer = await rawRequest(port, request, { hangUpAfterMs: 1_500 });
        const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
        if (status === 0) return; // closed without an answer (e.g. an empty request): nothing to check
        expect(status, answer.slice(0, 120)).toBeLessThan(500);
        if (status < 400) return;
        expect(answer, answer.slice(0, 200)).toMatch(/\r\ncontent-type: application\/json/i);
        expect(answer, answer.slice(0, 200)).toMatch(/\r\ncontent-security-policy: /i);
        expect(JSON.parse(firstBody(answer))).toHaveProperty('message');
      }),
      {
        numRuns: Math.max(50, RUNS_PER_OPERATION),
        // A request, then garbage after it: the 404 and the parser's 400 arrive one after the other.
        examples: [['GET /api/ HTTP/1.1', ['', '\u0000']]],
      },
    );
  });

  test('after all of that the server still answers', async () => {
    expect((await server.call('/health')).status).toBe(200);
    const { token } = await server.signUp();
    expect((await server.call('/auth/me', { token })).status).toBe(200);
  });
});
