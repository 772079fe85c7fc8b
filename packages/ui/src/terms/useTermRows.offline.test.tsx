// Proves a term row's Describe without a network: nothing is sent and nothing spent, a description
// this browser kept opens anyway, a request that gets no answer reads as offline, and a successful describe is
// kept for next time.
import type { Subject, TermDescription } from '@termtap/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { AppServicesProvider } from '../app/AppServicesProvider.tsx';
import type { DescribedCachePort } from '../app/ports.ts';
import { server } from '../app/testing/mswSetup.node.ts';
import { StoryFakes } from '../app/testing/storyApp.tsx';
import { NoticesProvider } from '../components/Notices/NoticesProvider.tsx';
import { LanguageProvider, loadLanguage } from '../i18n/I18nProvider.tsx';
import type { Language } from '../i18n/language.ts';
import { authHandlers } from '../mocks/auth.ts';
import { mockApiBaseUrl } from '../mocks/http.ts';
import { describeOk } from '../mocks/pages.ts';
import { SessionProvider, useSession } from '../session/SessionProvider.tsx';
import { useTermRows } from './useTermRows.ts';

class MemoryDescribedCache implements DescribedCachePort {
  readonly entries = new Map<string, TermDescription>();
  async get(subject: Subject, term: string, language: Language = 'en') {
    return this.entries.get(`${language}:${subject}/${term}`);
  }
  async put(subject: Subject, term: string, description: TermDescription, language: Language = 'en') {
    this.entries.set(`${language}:${subject}/${term}`, description);
  }
}

const kept: TermDescription = {
  snippet: 'The uptake of a substance throughout another.',
  parts: { definition: 'The uptake of a substance throughout another.' },
  link: null,
  remainingClicks: 15,
  paid: false,
  attribution: 'Written by TermTap',
};

let describeRequests = 0;
let describeUrls: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/pages/describe')) {
    describeRequests += 1;
    describeUrls.push(request.url);
  }
});
beforeEach(() => {
  describeRequests = 0;
  describeUrls = [];
  server.use(...authHandlers);
});

function renderRows(options: { online: boolean; cache: MemoryDescribedCache; language?: Language }) {
  const fakes = new StoryFakes({ session: 'free' });
  const services = {
    ...fakes.services(),
    describedCache: options.cache,
    network: { isOnline: () => options.online },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={options.language ?? 'en'}>
      <AppServicesProvider services={services}>
        <NoticesProvider>
          <SessionProvider>{children}</SessionProvider>
        </NoticesProvider>
      </AppServicesProvider>
    </LanguageProvider>
  );
  return renderHook(() => ({ rows: useTermRows(), session: useSession() }), { wrapper });
}

test('offline, a new Describe sends nothing and spends nothing: the row shows the offline state', async () => {
  server.use(describeOk());
  const { result } = renderRows({ online: false, cache: new MemoryDescribedCache() });
  const clicksBefore = result.current.session.user?.remainingClicks;
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  expect(result.current.rows.rowState('0')).toEqual({ status: 'offline' });
  expect(describeRequests).toBe(0);
  expect(result.current.session.user?.remainingClicks).toBe(clicksBefore);
});

test('offline, a term described before opens from the kept copy', async () => {
  const cache = new MemoryDescribedCache();
  await cache.put('chemistry', 'absorption', kept);
  const { result } = renderRows({ online: false, cache });
  await act(() => result.current.rows.press('3', 'chemistry', 'absorption'));
  expect(result.current.rows.rowState('3')).toEqual({ status: 'described', description: kept });
  expect(describeRequests).toBe(0);
});

test('a describe whose request gets no answer reads as offline, and spends nothing on screen', async () => {
  server.use(mswHttp.post(`${mockApiBaseUrl}/pages/describe`, () => HttpResponse.error()));
  const { result } = renderRows({ online: true, cache: new MemoryDescribedCache() });
  const clicksBefore = result.current.session.user?.remainingClicks;
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  expect(result.current.rows.rowState('0')).toEqual({ status: 'offline' });
  expect(describeRequests).toBe(1);
  expect(result.current.session.user?.remainingClicks).toBe(clicksBefore);
});

test('a 401 (the session ended elsewhere) signs this device out, says so, and asks to log in on the row', async () => {
  server.use(
    mswHttp.post(`${mockApiBaseUrl}/pages/describe`, () =>
      HttpResponse.json({ message: 'Invalid or expired session' }, { status: 401 }),
    ),
  );
  const { result } = renderRows({ online: true, cache: new MemoryDescribedCache() });
  expect(result.current.session.isLoggedIn).toBe(true);
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  expect(result.current.rows.rowState('0')).toEqual({ status: 'needsLogin' });
  expect(result.current.session.isLoggedIn).toBe(false);
  expect(result.current.session.hasEnded).toBe(true);
});

test('online, a successful describe is kept for reading offline later', async () => {
  server.use(describeOk({ snippet: 'A proton donor.', link: null }));
  const cache = new MemoryDescribedCache();
  const { result } = renderRows({ online: true, cache });
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  await waitFor(() => expect(result.current.rows.rowState('0').status).toBe('described'));
  expect(describeRequests).toBe(1);
  expect((await cache.get('chemistry', 'acid'))?.snippet).toBe('A proton donor.');
});

test('in Hindi, describe asks with lang=hi and keeps the Hindi answer apart from the English copy', async () => {
  await loadLanguage('hi');
  server.use(
    describeOk({
      snippet: 'A proton donor.',
      link: null,
      hindi: { term: 'अम्ल', definition: 'प्रोटॉन देने वाला पदार्थ।' },
    }),
  );
  const cache = new MemoryDescribedCache();
  await cache.put('chemistry', 'acid', kept);
  const { result } = renderRows({ online: true, cache, language: 'hi' });
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  await waitFor(() => expect(result.current.rows.rowState('0').status).toBe('described'));
  expect(describeUrls.map((url) => new URL(url).searchParams.get('lang'))).toEqual(['hi']);
  expect((await cache.get('chemistry', 'acid', 'hi'))?.hindi?.definition).toBe('प्रोटॉन देने वाला पदार्थ।');
  // The English copy is untouched.
  expect(await cache.get('chemistry', 'acid')).toEqual(kept);
});

test('offline in Hindi, an English-only copy is not opened: the row says it is offline', async () => {
  await loadLanguage('hi');
  const cache = new MemoryDescribedCache();
  await cache.put('chemistry', 'absorption', kept);
  const { result } = renderRows({ online: false, cache, language: 'hi' });
  await act(() => result.current.rows.press('3', 'chemistry', 'absorption'));
  expect(result.current.rows.rowState('3')).toEqual({ status: 'offline' });
  expect(describeRequests).toBe(0);
});

test('in English, describe asks without a lang parameter, as it always did', async () => {
  server.use(describeOk({ snippet: 'A proton donor.', link: null }));
  const { result } = renderRows({ online: true, cache: new MemoryDescribedCache() });
  await act(() => result.current.rows.press('0', 'chemistry', 'acid'));
  await waitFor(() => expect(result.current.rows.rowState('0').status).toBe('described'));
  expect(describeUrls.map((url) => new URL(url).search)).toEqual(['']);
});
