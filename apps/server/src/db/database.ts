import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The tables, for typed queries (`db.select().from(users)`, `db.query.users.findFirst()`). */
export type Schema = typeof schema;

/**
 * A database or a transaction: what every service takes. Both drivers (PGlite and node-postgres)
 * give this type, so services run the same SQL on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open transaction (also a {@link Database}: a nested `transaction()` is a savepoint). */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** Which engine a {@link DatabaseHandle} runs on. */
export type DatabaseDriver = 'pglite' | 'postgres';

/** How a PostgreSQL pool is used: connections open, idle, and queries waiting for one. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  /** The most it opens. */
  readonly max: number;
}

/** An open database with its life-cycle operations. */
export interface DatabaseHandle {
  /** The query builder over the connection (PGlite) or the pool (PostgreSQL). */
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** The embedded engine when `driver` is `pglite` (tests snapshot it with `dumpDataDir`). */
  readonly pglite?: PGlite;
  /**
   * Runs `work` on one session holding the server-wide migration lock (a PostgreSQL advisory lock),
   * so processes starting together migrate and seed one after the other.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Applies the migrations of `apps/server/drizzle` that have not run yet. */
  migrate(): Promise<void>;
  /** Closes the connection or pool; for PGlite on disk, flushes it first. */
  close(): Promise<void>;
  /** The pool's use (PostgreSQL); absent on PGlite. */
  readonly poolStats?: () => PoolStats;
}

/** Where drizzle-kit writes the migrations (`apps/server/drizzle`), from `src/db` and `dist/db` alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant naming the advisory lock that serialises migrations and the seed. */
export const MIGRATION_LOCK_ID = 727_465_001;

/**
 * The word similarity (pg_trgm's `<%` / `%>` operators) from which a search word matches a title or
 * a shop name: set on every session of both engines so they answer the same. pg_trgm's default,
 * 0.6, misses one wrong letter in a five-letter word ("shoos"); 0.5 finds it and still keeps
 * unrelated words out.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** How to open the database: a PostgreSQL URL, else PGlite on disk, else PGlite in memory. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** The PGlite data folder; omitted (and no URL) for an in-memory database. */
  readonly pgliteDir?: string | undefined;
  /** A PGlite snapshot (`dumpDataDir`) to start from, for tests. */
  readonly pgliteSnapshot?: Blob | undefined;
  /** Most pooled connections to PostgreSQL. @default 10 */
  readonly poolSize?: number | undefined;
}

/** Opens PostgreSQL (when `databaseUrl` is set) or PGlite; does not migrate. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    // Typo-tolerant search (migration 0012 creates the extension).
    extensions: { pg_trgm },
  });
  // One session for the process's life: its settings hold until it closes.
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    // One connection, one process: there is nobody to wait for.
    exclusive: (work) => work(db),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Session settings of every pooled connection: the word similarity (see
    // WORD_SIMILARITY_THRESHOLD); and no JIT compilation nor parallel workers, which suit long
    // reports, not many short queries at once on a few cores: the catalogue's default page on
    // 10,000 goods spent 47 ms compiling for a 36 ms query, and a search's parallel workers only
    // took cores from the other requests (server README, "Search on 10,000 goods").
    options: [
      `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      '-c jit=off',
      '-c max_parallel_workers_per_gather=0',
    ].join(' '),
  });
  // An idle client that loses its server (restart, network) must not crash the process.
  pool.on('error', () => undefined);
  // Nor one that is checked out (in a transaction, between two queries) when the server goes: pg
  // emits the error on the client, with no listener but the pool's idle one. Its next query fails
  // ("Client has encountered a connection error"), which the request answers as 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  async function exclusive<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        return await work(drizzlePg(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }
  return {
    db,
    driver: 'postgres',
    exclusive,
    migrate: () =>
      exclusive((session) =>
        migratePg(session as Parameters<typeof migratePg>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
        }),
      ),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

/** The rows of a raw SQL query, the same on both drivers (`db.execute` answers differ in type). */
export async function queryRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Checks the database answers (for readiness checks). */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
