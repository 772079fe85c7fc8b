import type { FastifyInstance } from 'fastify';
import { type Database, pingDatabase } from '../db/database.ts';
import { HttpError } from './errors.ts';

/**
 * Whether this process should be sent requests. `beginShutdown()` (SIGTERM, see main.ts) turns readiness off for
 * good: the process still answers what reaches it, and `/api/health/ready` answers 503 so a load balancer or an
 * orchestrator stops sending it more.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

/**
 * The health routes. `/api/health` (kept as it was): 200 `ok` or `degraded` while the database answers, 503 when
 * it does not. `/api/health/live`: the process runs (no database call, 200 during a shutdown too).
 * `/api/health/ready`: 200 (`ok` or `degraded`: a Redis outage does not stop this process serving) while the
 * database answers and the process is not shutting down, 503 otherwise.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  options: { db: Database; lifecycle: Lifecycle; redisDegraded: () => boolean },
): void {
  const status = () => ({ status: options.redisDegraded() ? 'degraded' : 'ok' });
  const databaseAnswers = async () => {
    try {
      await pingDatabase(options.db);
    } catch {
      throw new HttpError(503, 'Service unavailable.');
    }
  };
  app.get('/api/health', async () => {
    await databaseAnswers();
    return status();
  });
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => {
    // No new connection will be accepted once the listener closes; the ones still open learn it here.
    if (options.lifecycle.shuttingDown) reply.header('connection', 'close');
    if (options.lifecycle.shuttingDown) throw new HttpError(503, 'Service unavailable.');
    await databaseAnswers();
    return status();
  });
}
