import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Cashfree.js comes from one host for sandbox and production; it calls Cashfree's API hosts. */
const CASHFREE_SDK = 'https://sdk.cashfree.com';
const CASHFREE_ORIGINS = [CASHFREE_SDK, 'https://sandbox.cashfree.com', 'https://api.cashfree.com'];
/** The checkout opens in frames from these hosts (the frame-src list of Cashfree.js's README). */
const CASHFREE_FRAMES = [
  ...CASHFREE_ORIGINS,
  'https://payments.cashfree.com',
  'https://payments-test.cashfree.com',
];

/**
 * Devices and features TermTap never uses are turned off for the page and anything it frames (payments stay
 * allowed: Cashfree's checkout may use the Payment Request API).
 */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), browsing-topics=()';

/** One year; subdomains are left out, as they may be run by others. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: false } as const;

/**
 * Scripts may come only from this origin and Cashfree's SDK (no inline scripts); inline style attributes are
 * allowed because React sets them; nobody may frame the site.
 */
const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", CASHFREE_SDK],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...CASHFREE_ORIGINS],
      frameSrc: ["'self'", ...CASHFREE_FRAMES],
      formAction: ["'self'", ...CASHFREE_ORIGINS],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // HSTS only when the public URL is https (TLS then ends at this server or a proxy in front of it): over plain
  // http a browser ignores it, and a site tried on http://localhost must not be pinned to https.
  strictTransportSecurity: https ? HSTS : false,
});

/**
 * The API's JSON answers are data, never pages: a policy that allows nothing and no framing, with the headers
 * that matter for any answer (nosniff, a same-origin resource policy, the referrer policy, HSTS). The page's
 * document-only headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) and its long policy are left off: 0.8 KB less on every
 * answer, a seventh of the hot term list's bytes (docs/decisions/0008-api-throughput.md).
 */
const apiHelmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: https ? HSTS : false,
});

/**
 * helmet's headers, worked out once: with no per-request nonces they are the same for every answer, and running
 * helmet's middleware on each request cost more than the term list route itself. `api` gives those of the API's
 * JSON answers, else those of the site's pages.
 */
export function securityHeaders(
  options: { https: boolean; api?: boolean } = { https: false },
): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  const helmetFor = options.api ? apiHelmetOptions : helmetOptions;
  helmet(helmetFor(options.https))(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // An API answer is private unless its route says otherwise (the public term list and search do): a shared
  // computer's browser or a proxy must not keep someone's account, terms or receipts.
  if (options.api) headers['cache-control'] = 'no-store';
  return headers;
}

/**
 * Security headers on every answer, errors and 404s included: the API's under /api/, the page headers elsewhere.
 * (What fails before routing gets the page headers, as its route is unknown: http/errors.ts.)
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: { pages: Record<string, string>; api: Record<string, string> },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? headers.api : headers.pages);
    done();
  });
}
