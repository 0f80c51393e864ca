import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { startServer, type RunningServer } from './server.js';
import { createDatabaseFromTemplate } from './test/databases.js';

let dataDir: string;
let shopDist: string;
let emptyDatabase: { url: string; drop: () => Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-data-'));
  shopDist = await mkdtemp(path.join(tmpdir(), 'bazaar-shop-'));
  await mkdir(path.join(shopDist, 'assets'));
  await writeFile(
    path.join(shopDist, 'index.html'),
    '<!doctype html><title>Bazaar</title><div id="root"></div>',
  );
  await writeFile(path.join(shopDist, 'assets', 'app-1234.js'), 'console.log("shop")');
  // The installable app's files (vite-plugin-pwa writes them at the build's root).
  await writeFile(path.join(shopDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(shopDist, 'manifest.webmanifest'), '{"name":"Bazaar"}');
  // The build's brotli copy (precompress-plugin of the shop app): sent as it is.
  await writeFile(
    path.join(shopDist, 'assets', 'app-1234.js.br'),
    brotliCompressSync('console.log("shop")'),
  );
  if (inject('testDriver') === 'postgres') {
    // An empty database (template0): the server must migrate it from nothing.
    emptyDatabase = await createDatabaseFromTemplate(
      process.env['DATABASE_URL'] as string,
      'template0',
    );
  }
});
afterAll(async () => {
  await emptyDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(shopDist, { recursive: true, force: true });
});

/** A server on a free port, with the test's data folder or database, without demo data. */
function start(): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHOP_DIST: shopDist,
      SEED: 'false',
      LOG_LEVEL: 'silent',
      ...(emptyDatabase ? { DATABASE_URL: emptyDatabase.url } : {}),
    }),
    { captchaCode: () => 'KEEP' },
  );
}

async function post(server: RunningServer, url: string, body: unknown) {
  const response = await fetch(`${server.address}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** A GET whose body is kept as sent (fetch would decode it). */
function rawGet(server: RunningServer, url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.address}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('startServer', () => {
  it('migrates an empty database, and keeps its data across a restart', async () => {
    const first = await start();
    const captcha = (await (await fetch(`${first.address}/api/wanlshop/user/captcha`)).json()) as {
      data: { key: string };
    };
    const registered = await post(first, '/wanlshop/user/register', {
      username: 'persisted',
      password: 'keep1234',
      confirm: 'keep1234',
      code: 'KEEP',
      key: captcha.data.key,
    });
    expect(registered.code).toBe(1);
    await first.stop();

    const second = await start();
    try {
      const login = await post(second, '/wanlshop/user/login', {
        account: 'persisted',
        password: 'keep1234',
      });
      expect(login.code).toBe(1);
      expect(login.data['userinfo']).toMatchObject({ username: 'persisted' });
    } finally {
      await second.stop();
    }
  });

  it('serves the service worker and the manifest fresh on every check, the policy allowing both', async () => {
    const server = await start();
    try {
      const worker = await fetch(`${server.address}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
      // Never immutable: a browser must see a new build's worker (it checks on each visit).
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const manifest = await fetch(`${server.address}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const policy = (await fetch(`${server.address}/`)).headers.get('content-security-policy');
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
    } finally {
      await server.stop();
    }
  });

  it('serves the shop app at / with an SPA fallback, beside /api and /uploads', async () => {
    const server = await start();
    try {
      const home = await fetch(`${server.address}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      const deep = await fetch(`${server.address}/user/order/3`);
      expect(await deep.text()).toContain('<div id="root">');
      const asset = await fetch(`${server.address}/assets/app-1234.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A chunk of an older build is missing, not the app's page (which a browser refuses as a script).
      const stale = await fetch(`${server.address}/assets/app-0000.js`);
      expect(stale.status).toBe(404);
      const api = await fetch(`${server.address}/api/wanlshop/nope`);
      expect([api.status, ((await api.json()) as { code: number }).code]).toEqual([404, 0]);
      const upload = await fetch(`${server.address}/uploads/missing.png`);
      expect(upload.status).toBe(404);
      // Precompressed assets go as the build wrote them; other text answers are compressed as sent.
      const brotli = await fetch(`${server.address}/assets/app-1234.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await brotli.text()).toBe('console.log("shop")');
      const captcha = await rawGet(server, '/api/wanlshop/user/captcha', 'br');
      expect(captcha.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(captcha.body).toString())).toMatchObject({ code: 1 });
      const plain = await rawGet(server, '/api/wanlshop/user/captcha', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const health = await fetch(`${server.address}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      await server.stop();
    }
  });

  it('stops gracefully: requests in flight finish, then the port closes', async () => {
    const server = await start();
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const inFlight = fetch(`${server.address}/api/wanlshop/user/captcha`).then(
      (response) => response.status,
    );
    // Stop once the request is being handled (Fastify listened to 'request' first).
    await arrived;
    await server.stop();
    expect(await inFlight).toBe(200);
    await expect(fetch(`${server.address}/healthz`)).rejects.toThrow();
    await server.stop();
  });
});
