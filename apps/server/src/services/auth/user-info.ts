import type { UserInfo, UserStatistics } from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** The `userinfo` of a user (without a token). Throws `not_found` for an unknown id. */
export async function loadUserInfo(db: Database, userId: number): Promise<UserInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new DomainError('not_found');
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender,
    bio: row.bio,
    line_account: row.lineAccount,
    money: row.money,
    score: row.score,
    shop_auth: row.shopAuth,
    role: row.role,
    invite_code: row.inviteCode,
    createtime: row.createtime,
    logintime: row.logintime,
  };
}

type CountRow = Record<string, string | number>;

/** The user-centre counts: orders by state, open refunds, collections and unread notices. */
export async function loadStatistics(db: Database, userId: number): Promise<UserStatistics> {
  const [row] = await queryRows<CountRow>(
    db,
    sql`select
      (select count(*) from orders where user_id = ${userId} and state = 1) as pay,
      (select count(*) from orders where user_id = ${userId} and state = 2) as delive,
      (select count(*) from orders where user_id = ${userId} and state = 3) as receiving,
      (select count(*) from orders where user_id = ${userId} and state = 4) as evaluate,
      (select count(*) from refunds where user_id = ${userId} and state in (0, 1, 2, 3, 6)) as customer,
      (select count(*) from goods_favourites where user_id = ${userId}) as collection,
      (select count(*) from shop_follows where user_id = ${userId}) as concern,
      (select count(*) from footprints where user_id = ${userId}) as footprint,
      (select count(*) from user_coupons where user_id = ${userId} and state = 0) as coupon,
      (select count(*) from notices where user_id = ${userId} and not is_read) as notice`,
  );
  const count = (name: string) => Number(row?.[name] ?? 0);
  return {
    order: {
      pay: count('pay'),
      delive: count('delive'),
      receiving: count('receiving'),
      evaluate: count('evaluate'),
      customer: count('customer'),
    },
    dynamic: {
      collection: count('collection'),
      concern: count('concern'),
      footprint: count('footprint'),
      coupon: count('coupon'),
    },
    notice: count('notice'),
  };
}
