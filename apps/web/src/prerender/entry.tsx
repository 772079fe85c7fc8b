// Server entry of the build-time prerender (tooling/prerender.ts bundles it with Vite for Node): renders a
// public route with the app's own components, as a visitor with no stored session sees it.
import { createApiClient } from '@termtap/api-client';
import { loadLanguage, translator } from '@termtap/ui/i18n';
import type { Language } from '@termtap/ui/language';
import type { StoragePort } from '@termtap/ui/ports';
import { subjects } from '@termtap/ui/subjects';
import { subjectHeadingText } from '@termtap/ui/subjectText';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { routes } from '../routes.tsx';
import type { PageServices } from '../services.ts';
import type { PageData } from './pageData.ts';

export { languages } from '@termtap/ui/language';
export { subjectHeading, subjects } from '@termtap/ui/subjects';

const emptyStorage: StoragePort = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function prerenderServices(data: PageData | null): PageServices {
  return {
    // Nothing is fetched while prerendering (requests start in effects, which do not run on the server).
    api: createApiClient({
      baseUrl: 'http://prerender.invalid/api',
      getToken: () => null,
      fetch: () => Promise.reject(new Error('No requests while prerendering.')),
    }),
    storage: emptyStorage,
    clock: { sleep: () => new Promise<void>(() => undefined) },
    paymentGateway: { checkout: () => Promise.reject(new Error('No payments while prerendering.')) },
    prerendered: { ...(data ? { terms: data } : {}), isHydrating: () => true },
  };
}

/** The document title and description of a page in `language`, from the route table and the "titles" texts. */
export async function pageTexts(
  path: string,
  language: Language,
  data: PageData | null,
): Promise<{ title: string; description: string }> {
  await loadLanguage(language);
  const t = translator(language);
  const match = matchRoutes(
    routes.map(({ path: routePath }) => ({ path: routePath })),
    path,
  )?.[0];
  const title = routes.find((route) => route.path === match?.route.path)?.title(t) ?? 'TermTap';
  const subject = data && subjects.find((candidate) => candidate.slug === data.subject);
  if (!data || !subject) return { title, description: t('titles.description') };
  const description = t('titles.subjectDescription', {
    count: String(data.terms.length),
    // "… 412 chemistry terms …" in English; the subject's Hindi heading leads the Hindi sentence.
    subject: language === 'en' ? subject.name.toLowerCase() : subjectHeadingText(t, subject.slug),
    examples: data.terms
      .slice(0, 4)
      .map((entry) => entry.term)
      .join(', '),
  });
  return { title, description };
}

/** The markup of #root for a path in `language`; rejects when any part of the page fails to render. */
export async function renderRoute(path: string, data: PageData | null, language: Language): Promise<string> {
  await loadLanguage(language);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App services={prerenderServices(data)} language={language} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, in place: a large one would otherwise be sent after the shell with an inline
      // script to move it in, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) {
    throw new Error(`${path} failed to prerender: ${errors.map((error) => String(error)).join('; ')}`);
  }
  const markup = Buffer.concat(chunks).toString('utf8');
  if (/<script|<template/i.test(markup)) throw new Error(`${path} prerendered with a script or a template`);
  return markup;
}
