import { createApp } from './app.ts';
import { isLocalGatewayEnabled } from './billing/create-billing.ts';
import { type AppConfig, ConfigError, loadConfig, redactUrl } from './config.ts';
import { checkSmtp } from './mail/mailer.ts';

/**
 * The configuration, or every problem with it at once: bad values, and in production each missing setting and an
 * SMTP server that does not answer (docs/operations.md, "Production").
 */
async function configure(env: NodeJS.ProcessEnv): Promise<AppConfig> {
  const problems: string[] = [];
  let config: AppConfig | null = null;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const smtpUrl = env.SMTP_URL?.trim();
  if (
    env.NODE_ENV?.trim() === 'production' &&
    smtpUrl &&
    !problems.some((line) => line.startsWith('SMTP_URL'))
  ) {
    const failure = await checkSmtp(smtpUrl);
    if (failure !== null) {
      problems.push(`SMTP_URL ${redactUrl(smtpUrl)} does not answer as an SMTP server should: ${failure}`);
    }
  }
  if (config === null || problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The payment gateway, as the start log names it. */
function gatewayName(config: AppConfig): string {
  if (config.cashfree !== null) return `Cashfree (${config.cashfreeEnv})`;
  if (isLocalGatewayEnabled(config)) return 'the local test gateway (no money moves)';
  return 'none (set the Cashfree keys)';
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = await configure(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  const database = config.databaseUrl
    ? `PostgreSQL ${redactUrl(config.databaseUrl)} (pool of ${config.databasePoolSize})`
    : `PGlite in ${config.pgliteDir}`;
  const redis = config.redisUrl
    ? `Redis ${redactUrl(config.redisUrl)} (keys ${config.redisKeyPrefix}*)`
    : 'no Redis (rate limits in this process)';
  app.log.info(
    `Database: ${database}; ${redis}; gateway: ${gatewayName(config)}; mail: ${app.services.mailer.kind}; public URL: ${config.publicUrl}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness off first (503 from /api/health/ready), then after SHUTDOWN_DELAY_MS stop accepting connections,
    // let in-flight requests finish, and close the database (onClose).
    app.lifecycle.beginShutdown();
    app.log.info(
      `${signal}: not ready; ${config.shutdownDelayMs > 0 ? `closing in ${config.shutdownDelayMs} ms, ` : ''}finishing in-flight requests, then exiting`,
    );
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, config.shutdownDelayMs + 10_000);
    forceExit.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDelayMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Term lists are compressed on first use; a second after start, compress them all in zlib's thread pool.
  setTimeout(() => void app.services.catalog().warm(), 1_000).unref();
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
