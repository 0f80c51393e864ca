import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Databases the tests create start with this, so a teardown finds and drops them. */
export const TEST_DATABASE_PREFIX = 'bazaar_test_';

/** `url` pointing at database `name` instead. */
export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A database copied from `template` (which nobody may be connected to): its URL and how to drop it. */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
