import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Security headers on every answer. Scripts may come only from this origin and Cashfree's SDK (no inline
 * scripts); inline style attributes are allowed because React sets them; nobody may frame the site.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
    // HSTS only makes sense behind HTTPS, which a proxy in front of the server provides.
    strictTransportSecurity: false,
  });
}
