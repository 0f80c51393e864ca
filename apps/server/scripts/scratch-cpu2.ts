import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { recordPageView } from '../src/services/catalogue/page-views.js';
const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bazaar_scratch_explain' });
const db = handle.db;
async function cpu(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const n = 1000;
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(24), 'cpu/req', ((c.user + c.system) / n / 1000).toFixed(3), 'ms');
}
await cpu('prepared insert', () => recordPageView(db, { shopId: 1, goodsId: 5, userId: null, visitor: 'v:x', day: 1, now: 1 }));
await cpu('raw async insert', () => db.execute(sql`insert into page_views (shop_id, goods_id, user_id, visitor, day, createtime)
  select ${1}, ${5}, ${null}, ${'v:x'}, ${1}, ${1} from (select set_config('synchronous_commit', 'off', true)) as async_commit`));
await handle.close();
