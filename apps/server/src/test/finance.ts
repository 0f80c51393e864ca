import { toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { platformAccounts, users } from '../db/schema/index.js';
import { Raster, hex } from '../images/raster.js';
import { unixNow } from '../lib/clock.js';
import { storeUpload } from '../services/uploads/uploads.js';
import type { DemoUsername, TestApp } from './harness.js';

/** The id of a demo account. */
export async function userIdOf(t: TestApp, username: DemoUsername | string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A user's balance as a money string. */
export async function balanceOf(t: TestApp, username: DemoUsername | string): Promise<string> {
  const [row] = await t.db
    .select({ money: users.money })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return toMoneyString(row.money);
}

/** A platform account's balance (`escrow`, `revenue`). */
export async function platformBalanceOf(t: TestApp, account: string): Promise<string> {
  const [row] = await t.db
    .select({ money: platformAccounts.money })
    .from(platformAccounts)
    .where(eq(platformAccounts.name, account));
  return toMoneyString(row?.money ?? '0');
}

/** Stores a small PNG as `userId`'s upload and answers its URL (a screenshot, refund evidence). */
export async function uploadImageAs(t: TestApp, userId: number): Promise<string> {
  const canvas = new Raster(8, 8);
  canvas.gradient(hex('#ff8800'), hex('#0088ff'));
  return (await storeUpload(t.db, { data: canvas.toPng(), userId, now: unixNow(t.clock) })).url;
}
