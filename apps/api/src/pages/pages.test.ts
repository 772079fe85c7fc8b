// Proves term lists, describes and click spending (also under heavy concurrency) and the content loader, on each database.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases, startTestServer, type TestServer } from '../../test/support/server.ts';
import { loadConfig } from '../config.ts';
import { DESCRIBE_NEW_TERMS_PER_MINUTE, preferredEncoding } from './routes.ts';

const EXHAUSTED = {
  message: 'Describe click credit exhausted! Get Unlimited click credit by payment.',
  remainingClicks: 0,
};

describe.each(databases)('pages on %s', (database) => {
  let server: TestServer;
  let contentDir: string;
  beforeAll(async () => {
    // A copy of the content data, so the loader test can change it.
    contentDir = await mkdtemp(join(tmpdir(), 'termtap-content-'));
    await cp(loadConfig({}).contentDir, contentDir, { recursive: true });
    server = await startTestServer(database, { contentDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  const termsOf = async (subject: string): Promise<string[]> => {
    const response = await server.call(`/pages/${subject}`);
    expect(response.status).toBe(200);
    const body: { term: string }[] = await response.json();
    return body.map((item) => item.term);
  };

  test('a subject lists its terms as [{ term }], sorted, with Cache-Control and an ETag', async () => {
    const response = await server.call('/pages/chemistry');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body: { term: string }[] = await response.json();
    expect(body.length).toBeGreaterThan(0);
    for (const item of body)
      expect(['term', 'alsoCalled']).toEqual(expect.arrayContaining(Object.keys(item)));
    const names = body.map((item) => item.term);
    expect(names).toContain('oxidation');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.call('/pages/chemistry', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const stale = await server.call('/pages/chemistry', { headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  // fetch decodes for us; node:http shows the bytes on the wire.
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        get(`${server.api}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );

  test('a term list is sent compressed to clients that accept it, and is the same list', async () => {
    const plain = await rawGet('/pages/chemistry', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toMatch(/accept-encoding/i);
    const list = JSON.parse(plain.body.toString('utf8'));
    expect(list.length).toBeGreaterThan(0);

    const br = await rawGet('/pages/chemistry', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);

    const gzip = await rawGet('/pages/chemistry', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(list);

    const refused = await rawGet('/pages/chemistry', { 'accept-encoding': 'br;q=0, gzip;q=0.0' });
    expect(refused.encoding).toBeUndefined();
  });

  test('every subject of the spec answers; an unknown one is 404', async () => {
    expect(await termsOf('nutrition')).toContain('vitamin');
    expect(await termsOf('computer-science')).toContain('algorithm');
    const unknown = await server.call('/pages/astrology');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown subject.' });
  });

  test('describe spends one click, and re-describing the same term is free', async () => {
    const { token } = await server.signUp();
    const first = await server.call('/pages/describe', {
      token,
      json: { page: 'chemistry', attr: 'oxidation' },
    });
    expect(first.status).toBe(200);
    const description = await first.json();
    expect(description).toMatchObject({ remainingClicks: 15, paid: false });
    expect(description.snippet.length).toBeGreaterThan(0);
    expect(description.link === null || description.link.startsWith('https://')).toBe(true);

    const again = await server.call('/pages/describe', {
      token,
      json: { page: 'chemistry', attr: 'oxidation' },
    });
    expect(await again.json()).toEqual(description);
    const me = await (await server.call('/auth/me', { token })).json();
    expect(me.remainingClicks).toBe(15);
  });

  test('a describe names its source and attribution, as the content data says', async () => {
    const data = JSON.parse(await readFile(join(contentDir, 'chemistry.json'), 'utf8'));
    const shown: Record<string, string> = JSON.parse(
      await readFile(join(contentDir, 'manifest.json'), 'utf8'),
    ).attributions;
    expect(shown).toEqual({
      wordnet: 'Definition: WordNet 3.1',
      foldoc: 'Definition: FOLDOC (GFDL)',
      termtap: 'Written by TermTap',
    });
    const { token } = await server.signUp();
    const seen = new Set<string>();
    for (const entry of data.terms as { term: string; source: string }[]) {
      if (seen.has(entry.source)) continue;
      seen.add(entry.source);
      const response = await server.call('/pages/describe', {
        token,
        json: { page: 'chemistry', attr: entry.term },
      });
      expect(await response.json()).toMatchObject({ source: entry.source, attribution: shown[entry.source] });
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  test("a describe carries the parts beside the whole snippet: labelled lines, and a medicine's use and caution", async () => {
    const { token, userId } = await server.signUp();
    await server.app.services.setPaidUntil(userId, new Date(Date.now() + 86_400_000));
    type Entry = { term: string; snippet: string; parts: Record<string, unknown> };
    const entriesOf = async (subject: string): Promise<Entry[]> =>
      JSON.parse(await readFile(join(contentDir, `${subject}.json`), 'utf8')).terms;
    const describeEntry = async (page: string, entry: Entry) => {
      const response = await server.call('/pages/describe', { token, json: { page, attr: entry.term } });
      expect(response.status).toBe(200);
      return response.json();
    };
    const medicines = await entriesOf('medicine-names');
    const withdrawn = medicines.find((entry) => entry.parts.withdrawn);
    if (!withdrawn) throw new Error('the medicine data has no withdrawn entry');
    const medicine = await describeEntry('medicine-names', withdrawn);
    expect(medicine.parts).toEqual(withdrawn.parts);
    expect(medicine.parts).toMatchObject({
      use: expect.any(String),
      caution: expect.any(String),
      withdrawn: expect.any(String),
    });
    // The snippet stays whole for older clients: the definition first, the caution on its labelled line.
    expect(medicine.snippet.split('\n')[0]).toBe(medicine.parts.definition);
    expect(medicine.snippet).toContain(`Caution: ${medicine.parts.caution}`);

    const related = (await entriesOf('computer-science')).find((entry) => entry.parts.seeAlso);
    if (!related) throw new Error('the computer-science data has no entry with seeAlso');
    const described = await describeEntry('computer-science', related);
    expect(described.parts).toEqual(related.parts);
    expect(described.parts.seeAlso.length).toBeGreaterThan(0);
    expect(described.parts).not.toHaveProperty('caution');
    expect(described.snippet).toContain(`See also: ${described.parts.seeAlso.join(', ')}.`);
  });

  test('search finds terms across subjects, best match first, grouped by subject', async () => {
    const response = await server.call('/pages/search?q=%20MOLE%20');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body: {
      query: string;
      total: number;
      groups: { subject: string; terms: { term: string; alsoCalled?: string[] }[] }[];
    } = await response.json();
    expect(body.query).toBe('MOLE');
    expect(body.groups[0]?.subject).toBe('chemistry');
    expect(body.groups[0]?.terms[0]?.term).toBe('mole');
    const found = body.groups.flatMap((group) => group.terms);
    for (const item of found)
      expect([item.term, ...(item.alsoCalled ?? [])].join(' ').toLowerCase()).toContain('mole');
    expect(body.total).toBeGreaterThanOrEqual(found.length);
    expect(found.length).toBeLessThanOrEqual(40);

    const limited = await (await server.call('/pages/search?q=a&limit=5')).json();
    expect(limited.groups.flatMap((group: { terms: unknown[] }) => group.terms)).toHaveLength(5);
    expect(limited.total).toBeGreaterThan(5);
    // Another subject's term is found as well: one search over all ten lists.
    const other = await (await server.call('/pages/search?q=cognitive%20dissonance')).json();
    expect(other.groups[0]).toMatchObject({
      subject: 'psychology',
      terms: [{ term: 'cognitive dissonance' }],
    });
    const none = await (await server.call('/pages/search?q=zzqxj')).json();
    expect(none).toEqual({ query: 'zzqxj', total: 0, groups: [] });
  });

  test.each([
    ['no q', '/pages/search'],
    ['an empty q', '/pages/search?q='],
    ['only spaces', '/pages/search?q=%20%20'],
    ['a q over 100 characters', `/pages/search?q=${'a'.repeat(101)}`],
    ['limit 0', '/pages/search?q=acid&limit=0'],
    ['limit over 100', '/pages/search?q=acid&limit=101'],
    ['a limit that is not a number', '/pages/search?q=acid&limit=ten'],
    ['an unknown parameter', '/pages/search?q=acid&sort=new'],
  ])('search with %s answers 400 with a message', async (_, path) => {
    const response = await server.call(path);
    expect(response.status).toBe(400);
    expect(typeof (await response.json()).message).toBe('string');
  });

  test('a paid user spends nothing', async () => {
    const { token, userId } = await server.signUp();
    await server.app.services.setRemainingClicks(userId, 0);
    await server.app.services.setPaidUntil(userId, new Date(Date.now() + 86_400_000));
    const [term] = await termsOf('nutrition');
    const response = await server.call('/pages/describe', { token, json: { page: 'nutrition', attr: term } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ remainingClicks: 0, paid: true });
  });

  test('with no clicks left: 402 for a new term, an unlocked term still free', async () => {
    const { token, userId } = await server.signUp();
    await server.call('/pages/describe', { token, json: { page: 'chemistry', attr: 'oxidation' } });
    await server.app.services.setRemainingClicks(userId, 0);
    const [other] = (await termsOf('chemistry')).filter((term) => term !== 'oxidation');
    const refused = await server.call('/pages/describe', { token, json: { page: 'chemistry', attr: other } });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual(EXHAUSTED);
    const free = await server.call('/pages/describe', {
      token,
      json: { page: 'chemistry', attr: 'oxidation' },
    });
    expect(free.status).toBe(200);
    expect(await free.json()).toMatchObject({ remainingClicks: 0, paid: false });
    // The refused term was not unlocked by the 402.
    await server.app.services.setRemainingClicks(userId, 1);
    const paidFor = await server.call('/pages/describe', { token, json: { page: 'chemistry', attr: other } });
    expect(await paidFor.json()).toMatchObject({ remainingClicks: 0 });
  });

  test('describe: 401 without or with a bad token; 404 for an unknown subject or term, spending nothing', async () => {
    const noToken = await server.call('/pages/describe', { json: { page: 'chemistry', attr: 'oxidation' } });
    expect(noToken.status).toBe(401);
    const badToken = await server.call('/pages/describe', {
      token: 'x'.repeat(43),
      json: { page: 'chemistry', attr: 'oxidation' },
    });
    expect(badToken.status).toBe(401);

    const { token } = await server.signUp();
    const subject = await server.call('/pages/describe', {
      token,
      json: { page: 'astrology', attr: 'oxidation' },
    });
    expect(subject.status).toBe(404);
    expect(await subject.json()).toEqual({ message: 'Unknown subject.' });
    const term = await server.call('/pages/describe', {
      token,
      json: { page: 'chemistry', attr: 'phlogiston' },
    });
    expect(term.status).toBe(404);
    expect(await term.json()).toEqual({ message: 'Unknown term.' });
    expect((await (await server.call('/auth/me', { token })).json()).remainingClicks).toBe(16);
  });

  test('200 concurrent describes of distinct terms by a 16-click user: exactly 16 succeed, clicks end at 0', async () => {
    // Two hundred extra political-science terms, published as a new content version.
    const file = join(contentDir, 'political-science.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    const extra = Array.from({ length: 200 }, (_, index) => ({
      term: `concurrency term ${index}`,
      snippet: `Definition ${index}.`,
      link: null,
      source: 'termtap',
    }));
    await writeFile(file, JSON.stringify({ ...data, terms: [...data.terms, ...extra] }));
    const manifestFile = join(contentDir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, version: `${manifest.version}-concurrency` }),
    );
    await server.app.services.reloadContent();

    const { token } = await server.signUp();
    const responses = await Promise.all(
      extra.map(({ term }) =>
        server.call('/pages/describe', { token, json: { page: 'political-science', attr: term } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(16);
    expect(statuses.filter((status) => status === 402)).toHaveLength(184);
    for (const response of responses.filter((response) => response.status === 402)) {
      expect(await response.json()).toEqual(EXHAUSTED);
    }
    const remaining = await Promise.all(
      responses
        .filter((response) => response.status === 200)
        .map(async (response) => (await response.json()).remainingClicks),
    );
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => index));
    expect((await (await server.call('/auth/me', { token })).json()).remainingClicks).toBe(0);
  });

  test('content reload: a new version upserts; a dropped term is unlisted, and its unlocks survive its return', async () => {
    const { token } = await server.signUp();
    const [victim, survivor] = await termsOf('psychology');
    await server.call('/pages/describe', { token, json: { page: 'psychology', attr: victim } });

    const file = join(contentDir, 'psychology.json');
    const manifestFile = join(contentDir, 'manifest.json');
    const original = await readFile(file, 'utf8');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    const publish = async (terms: unknown[], version: string) => {
      await writeFile(file, JSON.stringify({ subject: 'psychology', terms }));
      await writeFile(manifestFile, JSON.stringify({ ...manifest, version }));
      await server.app.services.reloadContent();
    };
    const originalTerms: { term: string; snippet: string; link: string | null }[] =
      JSON.parse(original).terms;
    await publish(
      [
        ...originalTerms
          .filter((entry) => entry.term !== victim)
          .map((entry) => (entry.term === survivor ? { ...entry, snippet: 'A changed definition.' } : entry)),
        { term: 'zeitgeber', snippet: 'A cue that sets the body clock.', link: null, source: 'termtap' },
      ],
      `${manifest.version}-next`,
    );
    await server.app.services.reloadContent();

    const listed = await termsOf('psychology');
    expect(listed).not.toContain(victim);
    expect(listed).toContain('zeitgeber');
    expect(listed.filter((term) => term === survivor)).toHaveLength(1);
    const gone = await server.call('/pages/describe', { token, json: { page: 'psychology', attr: victim } });
    expect(gone.status).toBe(404);
    const changed = await server.call('/pages/describe', {
      token,
      json: { page: 'psychology', attr: survivor },
    });
    expect(await changed.json()).toMatchObject({ snippet: 'A changed definition.', remainingClicks: 14 });
    const added = await server.call('/pages/describe', {
      token,
      json: { page: 'psychology', attr: 'zeitgeber' },
    });
    const addedBody = await added.json();
    expect(addedBody).toMatchObject({ link: null, remainingClicks: 13 });
    // An entry written without parts (an older content build) is served with its snippet alone.
    expect(addedBody).not.toHaveProperty('parts');

    await publish(originalTerms, `${manifest.version}-again`);
    expect(await termsOf('psychology')).toContain(victim);
    const back = await server.call('/pages/describe', { token, json: { page: 'psychology', attr: victim } });
    expect(await back.json()).toMatchObject({ remainingClicks: 13 });
  });

  test('attribution lines come from the manifest: a new line is served after a reload, a missing one stops the load', async () => {
    const { token } = await server.signUp();
    const manifestFile = join(contentDir, 'manifest.json');
    const original = await readFile(manifestFile, 'utf8');
    const manifest = JSON.parse(original);
    const [term] = await termsOf('chemistry');
    const source: string = JSON.parse(await readFile(join(contentDir, 'chemistry.json'), 'utf8')).terms.find(
      (entry: { term: string }) => entry.term === term,
    ).source;
    try {
      await writeFile(
        manifestFile,
        JSON.stringify({ ...manifest, attributions: { ...manifest.attributions, [source]: 'A new line' } }),
      );
      await server.app.services.reloadContent();
      const renamed = await server.call('/pages/describe', {
        token,
        json: { page: 'chemistry', attr: term },
      });
      expect(await renamed.json()).toMatchObject({ source, attribution: 'A new line' });

      const { foldoc: _dropped, ...withoutFoldoc } = manifest.attributions;
      await writeFile(manifestFile, JSON.stringify({ ...manifest, attributions: withoutFoldoc }));
      await expect(server.app.services.reloadContent()).rejects.toThrow(/"attributions": \{ "wordnet"/);
      // The catalog in use stays as it was.
      const still = await server.call('/pages/describe', { token, json: { page: 'chemistry', attr: term } });
      expect(await still.json()).toMatchObject({ attribution: 'A new line' });
    } finally {
      await writeFile(manifestFile, original);
      await server.app.services.reloadContent();
    }
  });

  test('an entry whose parts lack a definition stops the load, and the catalog in use stays', async () => {
    const file = join(contentDir, 'nutrition.json');
    const manifestFile = join(contentDir, 'manifest.json');
    const original = await readFile(file, 'utf8');
    const originalManifest = await readFile(manifestFile, 'utf8');
    const data = JSON.parse(original);
    const [first, ...rest] = data.terms;
    try {
      await writeFile(
        file,
        JSON.stringify({ ...data, terms: [{ ...first, parts: { example: 'x' } }, ...rest] }),
      );
      const manifest = JSON.parse(originalManifest);
      await writeFile(manifestFile, JSON.stringify({ ...manifest, version: `${manifest.version}-broken` }));
      await expect(server.app.services.reloadContent()).rejects.toThrow(/optional parts with a definition/);
      const { token } = await server.signUp();
      const still = await server.call('/pages/describe', {
        token,
        json: { page: 'nutrition', attr: first.term },
      });
      expect((await still.json()).parts).toEqual(first.parts);
    } finally {
      await writeFile(file, original);
      await writeFile(manifestFile, originalManifest);
      await server.app.services.reloadContent();
    }
  });

  test(`a paid user unlocks at most ${DESCRIBE_NEW_TERMS_PER_MINUTE} new terms a minute: then 429 with Retry-After, and unlocked terms still open`, async () => {
    const { token, userId } = await server.signUp();
    await server.app.services.setPaidUntil(userId, new Date(Date.now() + 86_400_000));
    const names = (await termsOf('chemistry')).slice(0, DESCRIBE_NEW_TERMS_PER_MINUTE + 1);
    const describeTerm = (attr: string) =>
      server.call('/pages/describe', { token, json: { page: 'chemistry', attr } });
    const answers = await Promise.all(names.slice(0, -1).map(describeTerm));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const refused = await describeTerm(names.at(-1) ?? '');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/faster than anyone reads them/);
    expect((await describeTerm(names[0] ?? '')).status).toBe(200);
  });
});

test('the preferred encoding is brotli, then gzip, then none, and q=0 refuses one', () => {
  expect(preferredEncoding(undefined)).toBe('identity');
  expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(preferredEncoding('gzip;q=1.0, BR;q=0.5')).toBe('br');
  expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  expect(preferredEncoding('deflate')).toBe('identity');
  expect(preferredEncoding('br;q=0.000, gzip;q=0')).toBe('identity');
});
