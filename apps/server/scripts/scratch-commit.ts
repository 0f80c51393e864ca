import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/bazaar_scratch_explain', max: 10 });
async function run(name: string, text: string) {
  const n = 3000;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (done < n) {
      done += 1;
      await pool.query({ name, text, values: [1, 5, null, 'v:x', 1, 1] });
    }
  }));
  console.log(name, (n / ((performance.now() - t0) / 1000)).toFixed(0), 'inserts/s');
}
await run('sync', 'insert into page_views (shop_id, goods_id, user_id, visitor, day, createtime) values ($1,$2,$3,$4,$5,$6)');
await run('async', "insert into page_views (shop_id, goods_id, user_id, visitor, day, createtime) select $1,$2,$3,$4,$5,$6 from (select set_config('synchronous_commit', 'off', true)) s");
await run('sync2', 'insert into page_views (shop_id, goods_id, user_id, visitor, day, createtime) values ($1,$2,$3,$4,$5,$6)');
await run('async2', "insert into page_views (shop_id, goods_id, user_id, visitor, day, createtime) select $1,$2,$3,$4,$5,$6 from (select set_config('synchronous_commit', 'off', true)) s");
await pool.end();
