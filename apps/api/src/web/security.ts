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
 * helmet's headers, worked out once: with no per-request nonces they are the same for every answer, and running
 * helmet's middleware on each request cost more than the term list route itself.
 */
export function securityHeaders(options: { https: boolean } = { https: false }): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(helmetOptions(options.https))(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/** Security headers on every answer, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
