import { ConfigError, loadConfig } from './config/config.js';
import { startServer } from './server.js';

/** Longest wait for in-flight requests at shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  server.app.log.info(`Bazaar is listening on ${server.address}`);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      server.app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
