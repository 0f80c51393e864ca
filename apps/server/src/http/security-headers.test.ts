import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { inlineScriptHashes } from './security-headers.js';

/** An inline script of the page template (the app's keeps what is pressed before it runs). */
const EARLY = 'window.__bazaarEarly = [];';

let direct: TestApp;
let proxied: TestApp;
let shopDist: string;

beforeAll(async () => {
  shopDist = await mkdtemp(path.join(tmpdir(), 'bazaar-shop-'));
  await writeFile(
    path.join(shopDist, 'index.html'),
    `<!doctype html><title>Bazaar</title><script>${EARLY}</script><div id="root"></div><script type="module" src="/assets/app.js"></script>`,
  );
  direct = await createTestApp({ env: { SHOP_DIST: shopDist } });
  proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await rm(shopDist, { recursive: true, force: true });
});

/** The policy's directives by name (`{ 'script-src': ["'self'", "'nonce-...'"] }`). */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/wanlshop/common/categorys'],
    ['a page of the app', '/goods/1'],
    ['a refusal', '/api/nothing'],
  ])('are on %s', async (_name, url) => {
    const response = await direct.app.inject({ method: 'GET', url });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['script-src']?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });

  it('draw a new script nonce for every answer', async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const response = await direct.app.inject({ method: 'GET', url: '/' });
      nonces.add(directives(response.headers['content-security-policy'])['script-src']![1]!);
    }
    expect(nonces.size).toBe(5);
  });

  it('add Strict-Transport-Security when a trusted proxy says the request came over HTTPS', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/api/wanlshop/common/categorys',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('leave Strict-Transport-Security out over plain HTTP, and for a proxy header nobody trusts', async () => {
    const plain = await proxied.app.inject({
      method: 'GET',
      url: '/api/wanlshop/common/categorys',
    });
    expect(plain.headers).not.toHaveProperty('strict-transport-security');
    const untrusted = await direct.app.inject({
      method: 'GET',
      url: '/api/wanlshop/common/categorys',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('inline scripts of the page template', () => {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('are allowed by their hash, and nothing else inline is', async () => {
    const answer = await direct.app.inject({ method: 'GET', url: '/goods/1' });
    const scriptSrc = directives(answer.headers['content-security-policy'])['script-src'];
    expect(scriptSrc).toContain(hash(EARLY));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  });

  it('hashes what the browser runs: not script files, not data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/json" id="state">{"a":1}</script><script nonce="n">\n b() </script>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('\n b() ')]);
  });
});
