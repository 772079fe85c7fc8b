import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** What an incoming X-Request-Id may be: 1 to 128 letters, digits and `-_.:` (a UUID, a proxy's hex id). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the incoming `X-Request-Id` when it is well-formed (so a proxy's id, e.g. nginx's
 * `$request_id`, follows the request into this log), otherwise a random UUID, unique across processes.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * A per-request logger for quiet levels (LOG_LEVEL warn or above), where a child per request would cost every
 * request for lines that are seldom written (docs/decisions/0008-api-throughput.md): it is the parent logger until
 * a warning or an error is written, and then a child with the request's bindings (its reqId) writes it.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  let child: FastifyBaseLogger | null = null;
  const bound = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const lazy: FastifyBaseLogger = Object.create(logger);
  lazy.fatal = (...args: Parameters<FastifyBaseLogger['fatal']>) => bound().fatal(...args);
  lazy.error = (...args: Parameters<FastifyBaseLogger['error']>) => bound().error(...args);
  lazy.warn = (...args: Parameters<FastifyBaseLogger['warn']>) => bound().warn(...args);
  lazy.child = (childBindings, childOptions) => bound().child(childBindings, childOptions);
  return lazy;
}
