import { createApp } from './app.ts';
import { ConfigError, loadConfig, redactUrl } from './config.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  const database = config.databaseUrl
    ? `PostgreSQL ${redactUrl(config.databaseUrl)}`
    : `PGlite in ${config.pgliteDir}`;
  app.log.info(`Database: ${database}; mail: ${app.services.mailer.kind}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    // Stop accepting, let in-flight requests finish, then close the database (onClose).
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
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
