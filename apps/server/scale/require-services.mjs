// npm run test:scale needs PostgreSQL (DATABASE_URL: a role that may create databases), Redis
// (REDIS_URL) and nginx (NGINX_BIN, default /usr/sbin/nginx). Without them it says so and runs
// nothing, like the server's postgres project; under CI=true a missing service fails the run.
import { accessSync, constants } from 'node:fs';

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const missing = [];
if (!process.env.DATABASE_URL) missing.push('DATABASE_URL');
if (!process.env.REDIS_URL) missing.push('REDIS_URL');
try {
  accessSync(nginx, constants.X_OK);
} catch {
  missing.push(`nginx (${nginx})`);
}
if (missing.length > 0) {
  console.error(`test:scale needs ${missing.join(', ')}: not run (see docs/DEPLOY.md).`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
