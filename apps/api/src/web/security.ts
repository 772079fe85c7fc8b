import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Cashfree's JS SDK and its checkout frames (sandbox and production). */
const CASHFREE_ORIGINS = [
  'https://sdk.cashfree.com',
  'https://sandbox.cashfree.com',
  'https://api.cashfree.com',
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
        scriptSrc: ["'self'", ...CASHFREE_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...CASHFREE_ORIGINS],
        frameSrc: ["'self'", ...CASHFREE_ORIGINS],
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
