import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * Prometheus metrics (prom-client), one registry per app. Served only on METRICS_PORT by a listener of its own,
 * never on the public port: request counts and latency by route and status, describes (free, paid, refused),
 * payments by outcome, mails sent and failed, the database pool's use, and the process's own metrics.
 */
export interface Metrics {
  registry: Registry;
  /** Counts each mail the mailer sends or fails to send. */
  countMails(mailer: Mailer): Mailer;
  payment(outcome: 'checkout_started' | 'gateway_error' | 'granted'): void;
  /** The request hooks (latency, describes, checkouts). */
  register(app: FastifyInstance): void;
  /** Starts the /metrics listener; answers its close. */
  listen(host: string, port: number): Promise<() => Promise<void>>;
}

export function createMetrics(database: Pick<DatabaseHandle, 'kind' | 'poolUse'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'termtap_http_requests_total',
    help: 'HTTP requests answered, by route (the route pattern) and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'termtap_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const describes = new Counter({
    name: 'termtap_describes_total',
    help: 'Describes answered: free (a free user), paid (a paid user), refused (402 no clicks left, 429 too fast).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'termtap_payments_total',
    help: 'Payments: checkout_started (an order made), gateway_error (the gateway failed), granted (a month granted).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'termtap_mails_total',
    help: 'Mails (reset links, receipts, reminders) sent or failed.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const outcome of ['free', 'paid', 'refused']) describes.inc({ outcome }, 0);
  for (const outcome of ['checkout_started', 'gateway_error', 'granted']) payments.inc({ outcome }, 0);
  for (const result of ['sent', 'failed']) mails.inc({ result }, 0);
  new Gauge({
    name: 'termtap_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); PGlite has one in-process connection.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  return {
    registry,
    countMails(mailer) {
      return {
        ...mailer,
        async send(message) {
          try {
            await mailer.send(message);
            mails.inc({ result: 'sent' });
          } catch (error) {
            mails.inc({ result: 'failed' });
            throw error;
          }
        },
      };
    },
    payment(outcome) {
      payments.inc({ outcome });
    },
    register(app) {
      app.addHook('onSend', async (request, reply, payload) => {
        const route = request.routeOptions.url;
        if (route === '/api/pages/describe') {
          const status = reply.statusCode;
          if (status === 402 || status === 429) describes.inc({ outcome: 'refused' });
          else if (status === 200 && typeof payload === 'string')
            describes.inc({ outcome: /"paid":true/.test(payload) ? 'paid' : 'free' });
        } else if (route === '/api/checkout/create-session') {
          if (reply.statusCode === 200) payments.inc({ outcome: 'checkout_started' });
          else if (reply.statusCode === 502) payments.inc({ outcome: 'gateway_error' });
        }
        return payload;
      });
      app.addHook('onResponse', async (request, reply) => {
        // The route's pattern (never the raw URL, so a path parameter or a probe makes no new series).
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? 'no route',
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
      });
    },
    async listen(host, port) {
      const server: Server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      return () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
    },
  };
}
