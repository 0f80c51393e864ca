/**
 * Storybook's build runs under the shop's Content-Security-Policy (issue: security headers). The
 * build (`storybook build`, into a temporary folder) is served by Fastify with `@fastify/helmet` and
 * the server's own directives (`apps/server/src/http/security-headers.ts`), with two differences
 * a static Storybook needs and says here: its inline scripts are allowed by their hashes (as the
 * shop's page template's are), and `frame-ancestors 'self'` (with `X-Frame-Options: SAMEORIGIN`),
 * because Storybook's manager shows each story in a frame of its own origin. Chromium opens the
 * manager and stories of several components, docs pages included; no violation may be reported.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, inlineScriptHashes } from '../../server/src/http/security-headers.js';

const STORYBOOK_DIR = fileURLToPath(new URL('..', import.meta.url));

let outDir: string;
let server: FastifyInstance;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'bazaar-storybook-'));
  await promisify(execFile)('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
    cwd: STORYBOOK_DIR,
    maxBuffer: 64 * 1024 * 1024,
  });
  const hashes = (
    await Promise.all(
      ['index.html', 'iframe.html'].map(async (page) =>
        inlineScriptHashes(await readFile(path.join(outDir, page), 'utf8')),
      ),
    )
  ).flat();
  server = Fastify();
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: ["'self'", ...hashes],
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
  await server.register(fastifyStatic, { root: outDir });
  baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Every story and docs page of the build, by id (`index.json`). */
async function entries(): Promise<Array<{ id: string; type: 'story' | 'docs' }>> {
  const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: 'story' | 'docs' }>;
  };
  return Object.values(index.entries);
}

describe("Storybook's build under the shop's Content-Security-Policy", () => {
  it('sends the policy with the inline scripts hashed and framing by its own origin only', async () => {
    const response = await fetch(`${baseUrl}/iframe.html`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('shows the manager, stories and docs pages with no violation', async () => {
    const all = await entries();
    const stories = all.filter((entry) => entry.type === 'story');
    const docs = all.filter((entry) => entry.type === 'docs');
    // A story of every tenth component, its docs page, and the first and last stories.
    const chosen = [
      ...stories.filter((_, i) => i % 10 === 0),
      stories.at(-1)!,
      ...docs.filter((_, i) => i % 10 === 0),
    ];
    expect(chosen.length).toBeGreaterThan(5);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (
          window as unknown as { reportViolation(text: string): Promise<void> }
        ).reportViolation(`${event.violatedDirective} ${event.blockedURI} on ${location.href}`);
      });
    });
    const manager = await context.newPage();
    await manager.goto(`${baseUrl}/?path=/story/${chosen[0]!.id}`);
    await manager
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-root > *')
      .first()
      .waitFor();
    await manager.close();
    // Each story and docs page in a page of its own: a story's page may still be navigating
    // (a docs page rewrites its address) when the next is asked for.
    for (const entry of chosen) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
      const root = entry.type === 'docs' ? '#storybook-docs' : '#storybook-root';
      await page.locator(`${root} > *`).first().waitFor({ state: 'attached' });
      await page.close();
    }
    expect(violations).toEqual([]);
    await context.close();
  }, 180_000);
});
