import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { localGatewayNotice, turnOffLocalGatewayBehindProxies } from './billing/create-billing.ts';
import { billingRoutes } from './billing/routes.ts';
import { type AppConfig, isHttpsUrl } from './config.ts';
import { openDatabase } from './db/database.ts';
import {
  answerOffContractRequests,
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandler,
  rejectUnstorableParameters,
  requireHostHeader,
} from './http/errors.ts';
import { createLifecycle, type Lifecycle, registerHealthRoutes } from './http/health.ts';
import {
  type AttemptStore,
  capConnectionsPerIp,
  memoryAttemptStore,
  redisAttemptStore,
} from './http/limits.ts';
import { createMetrics } from './http/metrics.ts';
import { openapiSchemas } from './http/openapi.ts';
import { lazyChildLogger, requestIdOf } from './http/request-id.ts';
import { createSweep, type Sweep } from './jobs/sweep.ts';
import { createMailer } from './mail/mailer.ts';
import { meRoutes } from './me/routes.ts';
import { dumpSocketPath, serveDumps } from './ops/backup.ts';
import { pagesRoutes } from './pages/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { type AppServices, createServices } from './services.ts';
import { registerSecurityHeaders, securityHeaders } from './web/security.ts';
import { registerWebApp } from './web/static.ts';

/*
 * `app.services` (tests, the Pact provider states and the payments code use it):
 *   config: AppConfig                      db: Database (Drizzle, PGlite or PostgreSQL)
 *   databaseKind: 'pglite' | 'postgres'    mailer: Mailer
 *   createUser(email, password) → Promise<UserRecord>            (409 HttpError if the e-mail is taken)
 *   findUserByEmail(email) → Promise<UserRecord | null>           (e-mail trimmed and lower-cased)
 *   findUserById(userId) → Promise<UserRecord | null>;  deleteUser(userId) → Promise<void>
 *   setRemainingClicks(userId, clicks) → Promise<void>
 *   setPaidUntil(userId, paidUntil: Date | null) → Promise<void>  (paid while paidUntil > now)
 *   createSession(userId) → Promise<string>                       (raw token for x-access-token)
 *   createPasswordReset(userId, expiresAt?: Date) → Promise<string> (raw token; default expiry 60 min)
 *   catalog() → TermCatalog, reloadContent(), track(promise), settle();  billing: BillingService
 * Route helpers for more routes: requireAuth/sessionOf (auth/require-auth.ts), routeSchema/fastifyPath
 * (http/openapi.ts), HttpError (http/errors.ts), toUserView/isPaid (auth/users.ts).
 */
declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The receipt and reminder mail sweep (jobs/sweep.ts); tests call `runSweepOnce()`. */
    sweep: Sweep;
    /** Readiness: `beginShutdown()` makes `/api/health/ready` answer 503 (http/health.ts). */
    lifecycle: Lifecycle;
  }
}

/** Request bodies are JSON objects of at most 64 KB. */
const BODY_LIMIT = 64 * 1024;

/** Hides tokens in logged URLs: reset links are secrets. */
function loggableUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[token]').replace(/([?&]token=)[^&#]+/, '$1[token]');
}

/** Fastify's request log lines, but one per request: the answered line carries the request too. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Builds the server (database opened and migrated, content loaded) without listening. */
export async function createApp(
  config: AppConfig,
  options: {
    /** Where log lines go (default stdout); tests read them. */
    logStream?: Writable;
    /** The mail sweep's clock (default: the system's); tests move it. */
    now?: () => Date;
    /** An in-memory PGlite starts from this dump (tests: a migrated, empty database). */
    pgliteTemplate?: Blob;
    /** How often the mail sweep runs; null runs it only when called (tests). Default 5 minutes. */
    sweepIntervalMs?: number | null;
  } = {},
): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  // PGlite in a folder: `npm run backup` asks this process for the dump (one process per folder).
  const stopServingDumps =
    database.kind === 'pglite' && !config.pgliteDir.startsWith('memory://')
      ? await serveDumps(database, dumpSocketPath(config.pgliteDir)).catch(async (error: unknown) => {
          await database.close();
          throw error;
        })
      : async () => {};
  // Without the offline queue and with a short command timeout, an unreachable Redis fails fast and the
  // attempt counters fall back to memory (http/limits.ts) instead of making requests wait.
  // ioredis is loaded only when it is used (a faster start without it).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: 500,
      })
    : null;
  // Connection errors before the server's logger exists are reported by the attempt store once it does.
  redis?.on('error', () => {});
  const metrics = createMetrics(database);
  const mailer = metrics.countMails(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    }),
  );
  let closeMetrics = async () => {};
  let server: FastifyInstance | null = null;
  let attempts: AttemptStore | null = null;
  const headers = securityHeaders({ https: isHttpsUrl(config.publicUrl) });
  try {
    const services = await createServices(config, database.db, database.kind, mailer);
    const logsRequests = ['info', 'debug', 'trace'].includes(config.logLevel);
    const app = Fastify({
      logger: {
        level: config.logLevel,
        ...(options.logStream ? { stream: options.logStream } : {}),
        serializers: {
          req: (request) => ({
            method: request.method,
            url: loggableUrl(request.url),
            remoteAddress: request.ip,
          }),
        },
      },
      // One line per request, when it is answered (Fastify's default logs two), and no per-request child logger
      // when requests are not logged at all (LOG_LEVEL warn or quieter): docs/decisions/0008-api-throughput.md.
      logController: new OneLinePerRequest(),
      // Quieter levels get a child (with the request id) only when a line is written (http/request-id.ts).
      childLoggerFactory: (logger, bindings, childOptions) =>
        logsRequests ? logger.child(bindings, childOptions) : lazyChildLogger(logger, bindings, childOptions),
      // A well-formed incoming X-Request-Id is used (a proxy's or a client's), otherwise a random one; every log
      // line of the request carries it as reqId, and the answer echoes it.
      requestIdHeader: false,
      genReqId: requestIdOf,
      bodyLimit: BODY_LIMIT,
      // A request that arrived before a shutdown closed the listener is served, not answered 503: behind nginx each
      // connection carries one request, so none is refused during a rolling restart.
      return503OnClosing: false,
      // A request must arrive whole within the timeout (a slowly sent body holds a connection no longer), and
      // Node checks for late ones every second or two instead of every 30 s.
      requestTimeout: config.requestTimeoutMs,
      http: {
        headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
        connectionsCheckingInterval: Math.min(2_000, Math.ceil(config.requestTimeoutMs / 4)),
        // Node's own bare 400 for a missing Host is replaced by the JSON one (requireHostHeader in http/errors.ts).
        requireHostHeader: false,
      },
      frameworkErrors: frameworkErrorHandler(headers),
      clientErrorHandler: clientErrorHandler(headers),
      // Path parameters are checked by the spec's own limits (a reset token may be 256 characters).
      routerOptions: { maxParamLength: 512 },
      trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
      // Strict validation: no type coercion, no silently dropped fields.
      ajv: {
        customOptions: {
          coerceTypes: false,
          removeAdditional: false,
          allErrors: false,
          keywords: ['components'],
        },
      },
    });
    server = app;
    metrics.register(app);
    const lifecycle = createLifecycle();
    app.decorate('lifecycle', lifecycle);
    app.decorate('services', services);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.decorateRequest('session', null);
    // Only JSON bodies: anything else (text/plain included) is 415.
    app.removeContentTypeParser('text/plain');
    app.addSchema(openapiSchemas);
    installErrorHandler(app);
    app.addHook('preValidation', rejectUnstorableParameters);
    registerSecurityHeaders(app, {
      pages: headers,
      api: securityHeaders({ https: isHttpsUrl(config.publicUrl), api: true }),
    });
    app.addHook('onRequest', requireHostHeader);
    answerOffContractRequests(app.server, headers);
    if (config.trustProxyHops === 0) capConnectionsPerIp(app.server, config.maxConnectionsPerIp, headers);
    turnOffLocalGatewayBehindProxies(app);
    attempts = redis ? redisAttemptStore(redis, app.log, config.redisKeyPrefix) : memoryAttemptStore();
    app.decorate('attempts', attempts);
    const sweep = createSweep({
      db: services.db,
      mailer,
      publicUrl: config.publicUrl,
      now: options.now ?? (() => new Date()),
      log: app.log,
    });
    app.decorate('sweep', sweep);
    // A granted order's receipt goes out at once in the background; the timer retries what fails.
    services.billing.onGranted((orderId) => {
      metrics.payment('granted');
      services.track(
        sweep
          .sendDueReceipts(orderId)
          .catch((error: unknown) =>
            app.log.warn({ err: error, orderId }, 'receipt sweep after a grant failed'),
          ),
      );
    });
    const gatewayNotice = localGatewayNotice(config);
    if (gatewayNotice) app.log[gatewayNotice.level](gatewayNotice.message);

    registerHealthRoutes(app, {
      db: services.db,
      lifecycle,
      // Still serving, but with Redis unreachable each process keeps its own rate limits: say so.
      redisDegraded: () => redis !== null && !attempts?.isShared(),
    });
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(pagesRoutes, { prefix: '/api' });
    await app.register(meRoutes, { prefix: '/api' });
    await app.register(billingRoutes, { prefix: '/api' });
    await app.register(reviewRoutes, { prefix: '/api', now: options.now ?? (() => new Date()) });
    await registerWebApp(app, config.webDist);

    if (options.sweepIntervalMs !== null) sweep.start(options.sweepIntervalMs);
    // Metrics only on their own port, never the public one (config.ts refuses METRICS_PORT = PORT).
    if (config.metricsPort !== null)
      closeMetrics = await metrics.listen(config.metricsHost, config.metricsPort);

    app.addHook('onClose', async () => {
      await sweep.stop();
      await services.settle();
      mailer.close();
      attempts?.close();
      if (redis) await redis.quit().catch(() => undefined);
      await closeMetrics();
      await stopServingDumps();
      await database.close();
    });
    await app.ready();
    return app;
  } catch (error) {
    if (server) await server.close().catch(() => undefined);
    else {
      mailer.close();
      attempts?.close();
      redis?.disconnect();
      await stopServingDumps();
      await database.close();
    }
    throw error;
  }
}
