import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Holds the PGlite database (`<dataDir>/pglite`) and the mail outbox (`<dataDir>/outbox`). */
  dataDir: string;
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl: string | null;
  /**
   * Where PGlite keeps its files: `<dataDir>/pglite` by default; `memory://` keeps everything in memory
   * (tests). Ignored when `databaseUrl` is set.
   */
  pgliteDir: string;
  /** The site's public origin, used in e-mailed links. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Trust X-Forwarded-For from this many proxies (0: use the socket address). */
  trustProxyHops: number;
  /** The built web app; served at `/` when the folder exists. */
  webDist: string;
  /** Cashfree keys, or null when the local test gateway is used. */
  cashfree: { appId: string; secretKey: string } | null;
  cashfreeEnv: 'sandbox' | 'production';
  /** Overrides the Cashfree API base URL (tests point it at a fake). */
  cashfreeApiUrl: string | null;
  /** Where content data files are read from. */
  contentDir: string;
  /**
   * The local test gateway (no Cashfree keys, not production): `auto` runs it only while the server listens on
   * a loopback address with no proxy in front; `on` runs it anywhere (logged at start); `off` never.
   */
  localTestGateway: 'auto' | 'on' | 'off';
  /** A request (headers and body) must arrive within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /**
   * Open connections one client address may hold (idle ones included); the next is answered 503 and closed. Applies
   * only with TRUST_PROXY 0: behind a proxy every connection comes from the proxy.
   */
  maxConnectionsPerIp: number;
  /** Connections each API process keeps to PostgreSQL at most (ignored with PGlite). */
  databasePoolSize: number;
  /** Put before every Redis key, so several sites (or stages) can share one Redis. */
  redisKeyPrefix: string;
  /** Port of the Prometheus `/metrics` listener; null: none. Never the public port. */
  metricsPort: number | null;
  /** Address of the metrics listener (default 127.0.0.1). */
  metricsHost: string;
  /**
   * On SIGTERM, how long the process keeps accepting requests with `/api/health/ready` answering 503 before it stops
   * listening (time for a load balancer's readiness checks to notice); 0 stops listening at once.
   */
  shutdownDelayMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(apiRoot, '../..');

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; throws a ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name);
    if (value === null) return fallback;
    const match = allowed.find((option) => option === value);
    if (match === undefined) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
      return fallback;
    }
    return match;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name);
    if (value === null) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}").`);
      return fallback;
    }
    return Number(value);
  };
  const url = (name: string, protocols: readonly string[]): string | null => {
    const value = text(name);
    if (value === null) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL (got protocol "${parsed.protocol}").`);
        return null;
      }
      return value;
    } catch {
      problems.push(`${name} must be a URL (got "${redactUrl(value)}").`);
      return null;
    }
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = text('HOST') ?? '127.0.0.1';
  // The default is the repo's ./data wherever the server is started from (npm runs workspace scripts inside the
  // workspace); a relative DATA_DIR is taken from the folder the server starts in.
  const dataDir = resolve(text('DATA_DIR') ?? resolve(repoRoot, 'data'));
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  // Read back through URL so the scheme and host are lower case: HTTPS://… is https (HSTS, the webhook URL).
  const givenPublicUrl = url('PUBLIC_URL', ['http:', 'https:']);
  const publicUrl =
    givenPublicUrl === null ? `http://localhost:${port}` : new URL(givenPublicUrl).href.replace(/\/+$/, '');
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = text('MAIL_FROM') ?? 'TermTap <support@termtap.in>';
  if (!/^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) {
    problems.push(
      `MAIL_FROM must be an e-mail address, optionally with a name: "Name <a@b.c>" (got "${mailFrom}").`,
    );
  }
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const nodeEnv = oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const logLevel = oneOf(
    'LOG_LEVEL',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
    'info',
  );
  const trustProxyHops = integer('TRUST_PROXY', 0, 0, 10);
  const webDist = resolve(text('WEB_DIST') ?? resolve(repoRoot, 'apps/web/dist'));

  const appId = text('CASHFREE_APP_ID');
  const secretKey = text('CASHFREE_SECRET_KEY');
  if ((appId === null) !== (secretKey === null)) {
    problems.push(
      'CASHFREE_APP_ID and CASHFREE_SECRET_KEY must be set together (or neither, for the test gateway).',
    );
  }
  const cashfree = appId !== null && secretKey !== null ? { appId, secretKey } : null;
  const cashfreeEnv = oneOf('CASHFREE_ENV', ['sandbox', 'production'] as const, 'sandbox');
  const cashfreeApiUrl = url('CASHFREE_API_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null;

  const localTestGateway = oneOf('LOCAL_TEST_GATEWAY', ['auto', 'on', 'off'] as const, 'auto');
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', 20_000, 1_000, 600_000);
  const maxConnectionsPerIp = integer('MAX_CONNECTIONS_PER_IP', 256, 1, 100_000);
  const databasePoolSize = integer('DATABASE_POOL_SIZE', 10, 1, 1000);
  const redisKeyPrefix = text('REDIS_KEY_PREFIX') ?? 'termtap:';
  if (!/^[\w:.-]{1,64}$/.test(redisKeyPrefix)) {
    problems.push(
      `REDIS_KEY_PREFIX must be 1 to 64 letters, digits or _ : . - (got "${redisKeyPrefix.slice(0, 80)}").`,
    );
  }
  const metricsPort = text('METRICS_PORT') === null ? null : integer('METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== null && metricsPort === port) {
    problems.push(
      `METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port.`,
    );
  }
  const metricsHost = text('METRICS_HOST') ?? '127.0.0.1';
  const shutdownDelayMs = integer('SHUTDOWN_DELAY_MS', 0, 0, 60_000);
  if (nodeEnv === 'production' && smtpUrl === null && text('SMTP_URL') === null) {
    // Without SMTP, reset links would only reach the server's log and outbox: never acceptable in production.
    problems.push('SMTP_URL must be set when NODE_ENV is production (reset links are mailed, never logged).');
  }
  if (nodeEnv === 'production' && localTestGateway === 'on') {
    problems.push('LOCAL_TEST_GATEWAY=on is not allowed when NODE_ENV is production.');
  }
  if (nodeEnv === 'production') {
    // Half a production setup starts and then fails its users: links in mails point at localhost, and with no
    // gateway every Pay Now answers 502. Refuse to start instead, naming each missing setting.
    if (text('PUBLIC_URL') === null) {
      problems.push('PUBLIC_URL must be set when NODE_ENV is production (the https origin users open).');
    } else if (givenPublicUrl !== null && !isHttpsUrl(givenPublicUrl)) {
      problems.push(`PUBLIC_URL must be an https URL when NODE_ENV is production (got "${givenPublicUrl}").`);
    }
    if (appId === null && secretKey === null) {
      problems.push(
        'CASHFREE_APP_ID and CASHFREE_SECRET_KEY must be set when NODE_ENV is production (payments go through Cashfree).',
      );
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    pgliteDir: resolve(dataDir, 'pglite'),
    publicUrl,
    smtpUrl,
    mailFrom,
    redisUrl,
    nodeEnv,
    logLevel,
    trustProxyHops,
    webDist,
    cashfree,
    cashfreeEnv,
    cashfreeApiUrl,
    contentDir: resolve(repoRoot, 'content/data'),
    localTestGateway,
    requestTimeoutMs,
    maxConnectionsPerIp,
    databasePoolSize,
    redisKeyPrefix,
    metricsPort,
    metricsHost,
    shutdownDelayMs,
  };
}

/** Hides the password in a URL before it is shown anywhere. */
export function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

/** True when the URL is https, however its scheme is written. */
export function isHttpsUrl(url: string): boolean {
  return /^https:/i.test(url);
}

/** True for addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
