import { ConfigError, loadConfig, type Config } from './config/config.js';
import { startServer } from './server.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer(config);
  server.app.log.info(`Bazaar is listening on ${server.address}`);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      server.app.log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    server.stop().then(
      () => {
        server.app.log.info('stopped');
        process.exit(0);
      },
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
