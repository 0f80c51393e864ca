import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { systemClock, unixNow } from './lib/clock.js';
import { pgliteDirectory } from './server.js';
import { RECONCILE_EXIT, runReconcile } from './services/ledger/reconcile-command.js';

/**
 * `npm run reconcile`: reconciles the books of the configured database (`DATABASE_URL`, else the
 * PGlite folder under `DATA_DIR`: stop the server first, PGlite is one process's) and exits 0 when
 * they reconcile, 1 on a mismatch, 2 when the check could not run.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return RECONCILE_EXIT.error;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirectory(config),
    poolSize: 1,
  });
  try {
    return await runReconcile({
      db: database.db,
      now: unixNow(systemClock),
      config,
      print: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `The books could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = RECONCILE_EXIT.error;
  },
);
