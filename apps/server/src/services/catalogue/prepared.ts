import type { Database } from '../../db/database.js';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A prepared query of `db`, built once per database and name. Building a drizzle query costs more
 * CPU than running it (about 0.5 ms for a goods page): the hot catalogue reads are built once with
 * placeholders and only executed per request. `name` must identify the query's shape.
 */
export function preparedQuery<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
