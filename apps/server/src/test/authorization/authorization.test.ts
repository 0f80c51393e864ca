import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointDefinition } from '@bazaar/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '../../http/register-endpoint.js';
import { createTestApp, type TestApp } from '../harness.js';
import {
  accessFits,
  createMatrixContext,
  otherCallers,
  ruleRefusal,
  type AuthorizationEntries,
  type AuthorizationEntry,
  type MatrixContext,
  type RefusalStatus,
} from './matrix.js';

/** Every area's entries: each `.ts` file of `entries/` exports `entries`. */
async function loadEntries(): Promise<Map<string, { entry: AuthorizationEntry; file: string }>> {
  const folder = new URL('./entries/', import.meta.url);
  const files = readdirSync(fileURLToPath(folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const all = new Map<string, { entry: AuthorizationEntry; file: string }>();
  for (const file of files) {
    const module = (await import(pathToFileURL(fileURLToPath(new URL(file, folder))).href)) as {
      entries?: AuthorizationEntries;
    };
    if (!module.entries) throw new Error(`entries/${file} exports no \`entries\``);
    for (const [name, entry] of Object.entries(module.entries)) {
      const other = all.get(name);
      if (other) throw new Error(`${name} has entries in both ${other.file} and ${file}`);
      all.set(name, { entry, file });
    }
  }
  return all;
}

let t: TestApp;
let ctx: MatrixContext;
let entries: Map<string, { entry: AuthorizationEntry; file: string }>;
let endpoints: EndpointDefinition[];

beforeAll(async () => {
  // The matrix logs in as many accounts; login limits have their own tests.
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '1000' } });
  ctx = createMatrixContext(t);
  entries = await loadEntries();
  endpoints = [...listEndpoints(t.app).values()].sort((a, b) => a.name.localeCompare(b.name));
});
afterAll(() => t?.close());

/** What a refusal of `status` looks like on the wire. */
function refusalBody(status: RefusalStatus | 401) {
  return { 401: { code: 401 }, 403: { code: 403 }, 404: { code: 0 } }[status];
}

async function expectRefused(
  endpoint: EndpointDefinition,
  input: Parameters<TestApp['call']>[1],
  status: RefusalStatus | 401,
  who: string,
): Promise<void> {
  const result = await t.call(endpoint, input);
  expect(
    { status: result.status, code: result.body.code },
    `${endpoint.name} called ${who}: ${result.body.msg}`,
  ).toEqual({ status, ...refusalBody(status) });
}

describe('the authorization matrix', () => {
  it('has an entry for every registered endpoint, and none for an endpoint that is gone', () => {
    const registered = new Set(endpoints.map((endpoint) => endpoint.name));
    expect(registered.size).toBeGreaterThan(0);
    const missing = [...registered].filter((name) => !entries.has(name));
    const stale = [...entries.keys()].filter((name) => !registered.has(name));
    expect(missing, 'endpoints without a matrix entry (add them to entries/<area>.ts)').toEqual([]);
    expect(stale, 'matrix entries for endpoints that are not registered').toEqual([]);
  });

  it("gives each entry an access that fits its endpoint's auth level", () => {
    const misfits = endpoints
      .filter((endpoint) => {
        const found = entries.get(endpoint.name);
        return found && !accessFits(found.entry, endpoint.auth);
      })
      .map((endpoint) => `${endpoint.name}: ${endpoint.auth}`);
    expect(misfits).toEqual([]);
  });

  it('marks every endpoint that declares an owned resource as owned', () => {
    const unmarked = endpoints
      .filter((endpoint) => endpoint.owns && entries.get(endpoint.name)?.entry.access !== 'owned')
      .map((endpoint) => endpoint.name);
    expect(unmarked).toEqual([]);
  });

  it('states refusals that follow the rule: 404 for a record of another, 403 only for a missing role', async () => {
    const broken: string[] = [];
    for (const endpoint of endpoints) {
      const entry = entries.get(endpoint.name)?.entry;
      if (entry?.access !== 'owned') continue;
      const { otherBuyer, otherMerchant } = otherCallers(entry.owner);
      const expected = {
        otherBuyer: ruleRefusal(endpoint.auth, (await ctx.shopId(otherBuyer)) !== 0),
        otherMerchant: ruleRefusal(endpoint.auth, (await ctx.shopId(otherMerchant)) !== 0),
      };
      if (
        entry.refusals.otherBuyer !== expected.otherBuyer ||
        entry.refusals.otherMerchant !== expected.otherMerchant
      ) {
        broken.push(`${endpoint.name}: expected ${JSON.stringify(expected)}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('each endpoint', () => {
  it('refuses a visitor without a token on every non-public endpoint (401)', async () => {
    for (const endpoint of endpoints) {
      if (endpoint.auth === 'public' || endpoint.auth === 'optional') continue;
      await expectRefused(endpoint, {}, 401, 'without a token');
      await expectRefused(endpoint, { token: 'not-a-real-token' }, 401, 'with a bad token');
    }
  });

  it('serves a visitor on every public endpoint', async () => {
    for (const endpoint of endpoints) {
      const entry = entries.get(endpoint.name)?.entry;
      if (entry?.access !== 'public') continue;
      const result = await t.call(endpoint, entry.input ? await entry.input(ctx) : {});
      expect([401, 403], `${endpoint.name} refused a visitor`).not.toContain(result.status);
      if (entry.input) {
        expect(result.body.code, `${endpoint.name} as a visitor: ${result.body.msg}`).toBe(1);
      }
    }
  });

  it('refuses a buyer without a shop on merchant endpoints (403)', async () => {
    const token = await ctx.token('buyer');
    for (const endpoint of endpoints) {
      if (endpoint.auth !== 'merchant') continue;
      await expectRefused(endpoint, { token }, 403, 'as a buyer');
    }
  });

  it('refuses buyers and merchants on operator endpoints (403)', async () => {
    for (const endpoint of endpoints) {
      if (endpoint.auth !== 'operator') continue;
      await expectRefused(endpoint, { token: await ctx.token('buyer') }, 403, 'as a buyer');
      await expectRefused(endpoint, { token: await ctx.token('merchant') }, 403, 'as a merchant');
    }
  });

  it("refuses another buyer and another shop's merchant a record by id, and serves its owner", async () => {
    for (const endpoint of endpoints) {
      const entry = entries.get(endpoint.name)?.entry;
      if (entry?.access !== 'owned') continue;
      const input = await entry.input(ctx);
      const { otherBuyer, otherMerchant } = otherCallers(entry.owner);
      // The others first: a wrongly allowed write must not hide behind the owner's own change.
      await expectRefused(
        endpoint,
        { ...input, token: await ctx.token(otherBuyer) },
        entry.refusals.otherBuyer,
        `as another buyer (${otherBuyer})`,
      );
      await expectRefused(
        endpoint,
        { ...input, token: await ctx.token(otherMerchant) },
        entry.refusals.otherMerchant,
        `as a merchant of another shop (${otherMerchant})`,
      );
      const owned = await t.call(endpoint, { ...input, token: await ctx.token(entry.owner) });
      expect(
        owned.body.code,
        `${endpoint.name} as its owner ${entry.owner}: ${owned.body.msg}`,
      ).toBe(1);
    }
  });
});
