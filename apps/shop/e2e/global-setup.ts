import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
// The server's own helper that starts `src/main.ts` from source as a child process.
import { startServerProcess } from '../../server/src/test/server-process.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the app and the API are served: `http://127.0.0.1:<port>`. */
    baseUrl: string;
    /** The production build the server serves ('' when `E2E_BASE_URL` names a running server). */
    shopDist: string;
  }
}

const SHOP_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the shop app (and its server-rendering part) into a temporary folder, then starts the real server on a fresh embedded
 * PGlite database (migrated and seeded with the demo data) serving that build, once per run.
 * With `E2E_BASE_URL` set, the journeys run against that server instead (it must be a fresh one).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A server already running (`E2E_BASE_URL=http://127.0.0.1:8080`), for writing journeys quickly.
  const running = process.env['E2E_BASE_URL'];
  if (running) {
    project.provide('baseUrl', running.replace(/\/$/, ''));
    project.provide('shopDist', '');
    return async () => {};
  }
  const work = await mkdtemp(path.join(tmpdir(), 'bazaar-e2e-'));
  const dist = path.join(work, 'dist');
  // The build a shopper receives: Vitest sets NODE_ENV=test, which Vite would bake into the bundle
  // (React's development build, some 50 KB more on the wire). `npm run build` runs without it.
  const testEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  await build({
    root: SHOP_DIR,
    configFile: path.join(SHOP_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, sourcemap: false },
  });
  // The server-rendering part, as `npm run build` makes it (the server loads it from dist/server).
  await build({
    root: SHOP_DIR,
    configFile: path.join(SHOP_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(dist, 'server'),
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  if (testEnv === undefined) delete process.env['NODE_ENV'];
  else process.env['NODE_ENV'] = testEnv;
  const server = await startServerProcess(
    {
      DATA_DIR: path.join(work, 'data'),
      SHOP_DIST: dist,
      SEED: 'true',
      LOG_LEVEL: 'warn',
      // Journeys log in often from one address.
      LOGIN_MAX_PER_IP: '1000',
    },
    { timeoutMs: 180_000 },
  );
  project.provide('baseUrl', server.url);
  project.provide('shopDist', dist);
  return async () => {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  };
}
