// Proves the web app is served with history fallback and its precompressed copies, /api never falls back to HTML,
// security headers are set and logs keep secrets out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { capturedLog } from './support/log.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let webDist: string;
const log = capturedLog();

const indexHtml = `<!doctype html><div id="root"></div><p>${'A study aid. '.repeat(40)}</p>`;
// Prerendered pages, as the web build writes them (apps/web/tooling/prerender.ts).
const homePage = `<!doctype html><div id="root"><h1>Understand any term</h1></div>${'Home. '.repeat(200)}`;
const chemistryPage = `<!doctype html><div id="root"><h1>Chemistry Terms</h1><ul><li>absorption</li></ul></div>${'Acid. '.repeat(200)}`;
// The same pages in Hindi (dist/pages-hi); /sources has an English page only.
const homePageHindi = `<!doctype html><html lang="hi"><div id="root"><h1>कोई भी शब्द समझें</h1></div>${'होम। '.repeat(200)}`;
const chemistryPageHindi = `<!doctype html><html lang="hi"><div id="root"><h1>रसायन विज्ञान शब्दावली</h1></div>${'अम्ल। '.repeat(200)}`;
const sourcesPage = `<!doctype html><div id="root"><h1>Sources</h1></div>${'Source. '.repeat(200)}`;
const appScript = `console.log(${JSON.stringify('termtap '.repeat(200))});`;
const browserAcceptEncoding = 'gzip, deflate, br, zstd';

/** Writes a file with the .br and .gz copies the web build puts beside every text file. */
async function writeWithCompressedCopies(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'termtap-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeWithCompressedCopies(join(webDist, 'index.html'), indexHtml);
  await writeWithCompressedCopies(join(webDist, 'assets', 'app-1234.js'), appScript);
  await mkdir(join(webDist, 'pages', 'chemistry'), { recursive: true });
  await writeWithCompressedCopies(join(webDist, 'pages', 'index.html'), homePage);
  await writeWithCompressedCopies(join(webDist, 'pages', 'chemistry', 'index.html'), chemistryPage);
  await mkdir(join(webDist, 'pages', 'sources'), { recursive: true });
  await writeWithCompressedCopies(join(webDist, 'pages', 'sources', 'index.html'), sourcesPage);
  await mkdir(join(webDist, 'pages-hi', 'chemistry'), { recursive: true });
  await writeWithCompressedCopies(join(webDist, 'pages-hi', 'index.html'), homePageHindi);
  await writeWithCompressedCopies(join(webDist, 'pages-hi', 'chemistry', 'index.html'), chemistryPageHindi);
  // Too small to be worth compressing: the build writes no copies of it.
  await writeFile(join(webDist, 'assets', 'tiny-9abc.js'), 'console.log(1);');
  server = await startTestServer('pglite', { webDist, logLevel: 'trace' }, { logStream: log.stream });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

const site = (path: string, init?: RequestInit) => fetch(server.api.replace(/\/api$/, '') + path, init);

test('the web app is served at / and any app route falls back to index.html', async () => {
  for (const path of ['/', '/nutrition', '/reset-password?token=abc', '/deep/link/here']) {
    const response = await site(path, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  }
  const asset = await site('/assets/app-1234.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect((await site('/assets/missing-5678.js')).status).toBe(404);
});

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decompress the body). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const url = new URL(server.api.replace(/\/api$/, '') + path);
    const outgoing = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test("a browser's Accept-Encoding gets the brotli copy of a hashed asset, cached for a year", async () => {
  const response = await rawGet('/assets/app-1234.js', { 'accept-encoding': browserAcceptEncoding });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(response.headers['content-length'])).toBe(response.body.length);
  expect(response.body.length).toBeLessThan(appScript.length / 4);
  expect(brotliDecompressSync(response.body).toString()).toBe(appScript);
});

test('a client accepting only gzip gets the gzip copy; one without Accept-Encoding gets the file itself', async () => {
  const gzipped = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(gzipped.body).toString()).toBe(appScript);

  const withoutCompression: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
  for (const headers of withoutCompression) {
    const plain = await rawGet('/assets/app-1234.js', headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body.toString()).toBe(appScript);
  }
});

test('a file the build left uncompressed is sent as it is, even to a browser', async () => {
  const response = await rawGet('/assets/tiny-9abc.js', { 'accept-encoding': browserAcceptEncoding });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body.toString()).toBe('console.log(1);');
});

test('the HTML of app routes is sent compressed and revalidated on every visit', async () => {
  for (const path of ['/nutrition', '/login', '/reset-password?token=abc']) {
    const compressed = await rawGet(path, { accept: 'text/html', 'accept-encoding': browserAcceptEncoding });
    expect(compressed.status, path).toBe(200);
    expect(compressed.headers['content-encoding'], path).toBe('br');
    expect(compressed.headers['content-type'], path).toMatch(/^text\/html/);
    expect(compressed.headers['cache-control'], path).toBe('no-cache');
    expect(compressed.headers.vary, path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.body).toString(), path).toBe(indexHtml);

    const plain = await rawGet(path, { accept: 'text/html' });
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.headers['cache-control'], path).toBe('no-cache');
    expect(plain.body.toString(), path).toBe(indexHtml);
  }
});

test('unknown /api paths answer 404 JSON, never the web app', async () => {
  for (const path of ['/api', '/api/', '/api/unknown', '/api/pages', '/api/auth/nothing?x=1']) {
    const response = await site(path, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  }
});

test('health answers ok', async () => {
  const response = await server.call('/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('security headers: a CSP without inline scripts and no framing, nosniff, a referrer policy', async () => {
  for (const response of [await site('/'), await site('/chemistry'), await site('/no-such-page')]) {
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain('https://sdk.cashfree.com');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }
});

test("security headers: the API's JSON answers allow nothing to load or frame them, and skip the page-only headers", async () => {
  for (const response of [
    await server.call('/pages/chemistry'),
    await server.call('/pages/no-such-subject'),
  ]) {
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('x-dns-prefetch-control')).toBeNull();
  }
});

test('private answers are never stored by a browser or proxy cache; the public term list is', async () => {
  const { token } = await server.signUp();
  for (const path of [
    '/auth/me',
    '/me/terms',
    '/me/payments',
    '/me/payments/tt_unknown',
    '/auth/check-billing',
  ]) {
    const response = await server.call(path, { token });
    expect(response.headers.get('cache-control'), path).toBe('no-store');
  }
  expect((await server.call('/pages/chemistry')).headers.get('cache-control')).toBe('public, max-age=300');
});

test('pages and API answers carry a Permissions-Policy that turns off the devices TermTap never uses', async () => {
  for (const response of [
    await site('/', { headers: { accept: 'text/html' } }),
    await server.call('/health'),
  ]) {
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy).toContain(feature);
  }
});

test('logs never contain passwords, session tokens or reset tokens (outside the dev outbox line)', async () => {
  const password = 'log-secret-password-1';
  const signUp = await server.call('/auth/createuser', { json: { email: 'logs@example.com', password } });
  const { authtoken } = await signUp.json();
  await server.call('/auth/me', { token: authtoken });
  await server.call('/auth/login', { json: { email: 'logs@example.com', password: 'wrong-password-2' } });
  await server.call('/auth/forgot-password', { json: { email: 'logs@example.com' } });
  await server.app.services.settle();
  const user = await server.app.services.findUserByEmail('logs@example.com');
  const resetToken = await server.app.services.createPasswordReset(user?.id ?? 0);
  await server.call(`/auth/reset-password/${resetToken}`, { json: { newPassword: 'another-secret-3' } });

  const outboxLines = log.lines.filter((line) => line.includes('dev outbox'));
  expect(outboxLines).toHaveLength(1);
  const otherLines = log.lines.filter((line) => !line.includes('dev outbox')).join('\n');
  expect(otherLines).toContain('/auth/reset-password/[token]');
  for (const secret of [password, 'wrong-password-2', 'another-secret-3', authtoken, resetToken]) {
    expect(otherLines).not.toContain(secret);
  }
  expect(otherLines).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
});

test('a prerendered route gets its own page, compressed and revalidated; other routes get the shell', async () => {
  for (const [path, expected] of [
    ['/', homePage],
    ['/chemistry', chemistryPage],
    ['/chemistry/', chemistryPage],
    ['/chemistry?q=acid', chemistryPage],
    ['/nutrition', indexHtml],
    ['/search?q=acid', indexHtml],
  ] as const) {
    const response = await rawGet(path, { accept: 'text/html', 'accept-encoding': browserAcceptEncoding });
    expect(response.status, path).toBe(200);
    expect(response.headers['content-encoding'], path).toBe('br');
    expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], path).toBe('no-cache');
    expect(response.headers.vary, path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString(), path).toBe(expected);
  }
  for (const [path, expected] of [
    ['/', homePage],
    ['/chemistry', chemistryPage],
  ] as const) {
    const plain = await rawGet(path);
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.body.toString(), path).toBe(expected);
  }
});

const hindiCookie = 'theme=dark; termtap_lang=hi';

test('the language cookie picks the Hindi page; without it, or with English, the page is English', async () => {
  for (const [path, english, hindi] of [
    ['/', homePage, homePageHindi],
    ['/chemistry', chemistryPage, chemistryPageHindi],
    ['/chemistry?q=acid', chemistryPage, chemistryPageHindi],
    // No Hindi page of a route: the English one.
    ['/sources', sourcesPage, sourcesPage],
    // Not prerendered: the shell, whatever the language (the app renders it in Hindi).
    ['/search', indexHtml, indexHtml],
  ] as const) {
    for (const [cookie, expected] of [
      [undefined, english],
      ['termtap_lang=en', english],
      ['termtap_lang=hindi', english],
      [hindiCookie, hindi],
      ['termtap_lang=hi', hindi],
    ] as const) {
      const headers: Record<string, string> = {
        accept: 'text/html',
        'accept-encoding': browserAcceptEncoding,
      };
      if (cookie) headers.cookie = cookie;
      const response = await rawGet(path, headers);
      expect(response.status, `${path} ${cookie}`).toBe(200);
      expect(response.headers['content-encoding'], `${path} ${cookie}`).toBe('br');
      expect(response.headers['cache-control'], `${path} ${cookie}`).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString(), `${path} ${cookie}`).toBe(expected);
      if (path !== '/search') {
        // A cache keys the page on the cookie as well as on the encoding.
        expect(response.headers.vary, path).toMatch(/accept-encoding/i);
        expect(response.headers.vary, path).toMatch(/cookie/i);
      }
    }
    const plain = await rawGet(path, { cookie: hindiCookie });
    expect(plain.body.toString(), path).toBe(hindi);
  }
});

test("a page revalidated with the other language's validator gets the page in full, never a 304", async () => {
  const english = await rawGet('/chemistry', { 'accept-encoding': browserAcceptEncoding });
  const hindi = await rawGet('/chemistry', { 'accept-encoding': browserAcceptEncoding, cookie: hindiCookie });
  const englishTag = String(english.headers.etag);
  const hindiTag = String(hindi.headers.etag);
  expect(englishTag).toMatch(/^W\/"en-/);
  expect(hindiTag).toMatch(/^W\/"hi-/);
  // No date to compare: a request with only If-Modified-Since is answered in full.
  expect(english.headers['last-modified']).toBeUndefined();

  const switched = await rawGet('/chemistry', {
    'accept-encoding': browserAcceptEncoding,
    cookie: hindiCookie,
    'if-none-match': englishTag,
    'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
  });
  expect(switched.status).toBe(200);
  expect(brotliDecompressSync(switched.body).toString()).toBe(chemistryPageHindi);
  const back = await rawGet('/chemistry', {
    'accept-encoding': browserAcceptEncoding,
    'if-none-match': hindiTag,
  });
  expect(back.status).toBe(200);
  expect(brotliDecompressSync(back.body).toString()).toBe(chemistryPage);

  // The same language's validator: not modified, still varying on the cookie.
  for (const [cookie, tag] of [
    [hindiCookie, hindiTag],
    ['', englishTag],
  ] as const) {
    const unchanged = await rawGet('/chemistry', { cookie, 'if-none-match': tag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(tag);
    expect(unchanged.headers.vary).toMatch(/cookie/i);
  }
});
