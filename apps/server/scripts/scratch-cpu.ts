import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { buildApp } from '../src/http/build-app.js';

const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bazaar_scratch_explain' });
const app = await buildApp({ db: handle.db, config: loadConfig({ LOG_LEVEL: 'silent', SHOP_DIST: '/x' }) });
await app.ready();
async function cpu(name: string, url: string) {
  for (let i = 0; i < 100; i++) await app.inject({ url });
  const n = 500;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const r = await app.inject({ url });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(20), 'cpu/req', ((c.user + c.system) / n / 1000).toFixed(3), 'ms', 'wall/req', ((performance.now() - t0) / n).toFixed(3), 'ms');
}
await cpu('healthz', '/healthz');
await cpu('search default', '/api/wanlshop/common/goods');
await cpu('search keyword', '/api/wanlshop/common/goods?keyword=phone&order=sale');
await cpu('search shops', '/api/wanlshop/common/goods?type=shop');
await cpu('detail', '/api/wanlshop/goods/detail?id=5');
await app.close();
await handle.close();
