import type { EndpointDefinition } from '@bazaar/api/contract';
import { LANGUAGE_CODES } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { listEndpoints } from '../../http/register-endpoint.js';
import { createTestApp, type DemoUsername, type TestApp } from '../harness.js';
import {
  answerProblem,
  contractEndpoints,
  FUZZ_ROLES,
  malformedRequest,
  type FuzzRequest,
  type FuzzRole,
} from './malformed.js';

/**
 * Property-based tests from the wire contract: every endpoint, as a visitor and as a logged-in
 * buyer, merchant and operator, gets malformed requests (`malformed.ts`: wrong types, missing and
 * unknown fields, huge strings, odd money strings, unicode, NUL, deep nesting, odd ids, broken
 * URLs, media types, JSON and multipart). Every answer must be the envelope with a 4xx status or
 * code 0 (or a success), never a 5xx; and a refused request must leave balances, points, stock,
 * orders, payments, refunds, vouchers and every ledger exactly as they were.
 *
 * Seeded and bounded for CI: FUZZ_RUNS (default 3) requests per endpoint and role, FUZZ_SEED
 * (default 16). The nightly run sets FUZZ_RUNS=200 (about 110,000 requests); a failure prints the
 * seed and the shrunk request to replay it.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 3);
const SEED = Number(process.env['FUZZ_SEED'] ?? 16);
/** A role's time: about 1,700 requests at the default, far more at night. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 142 * 100);

const ACCOUNTS: Record<Exclude<FuzzRole, 'visitor'>, DemoUsername> = {
  buyer: 'buyer',
  merchant: 'merchant',
  operator: 'admin',
};

/** The state a refused request must not touch, as one row of sums and counts. */
function stateDigest(t: TestApp): Promise<Record<string, unknown>[]> {
  return queryRows(
    t.db,
    sql`select
      (select coalesce(sum(money), 0)::text || '/' || coalesce(sum(score), 0) from users) as users,
      (select coalesce(sum(money), 0)::text from platform_accounts) as platform,
      (select coalesce(sum(stock), 0) from goods_skus) as skus,
      (select coalesce(sum(stock), 0) from market_goods_skus) as market,
      (select count(*) || '/' || coalesce(sum(state), 0) from orders) as orders,
      (select count(*) from order_goods) as order_goods,
      (select count(*) from payments) as payments,
      (select count(*) || '/' || coalesce(sum(money), 0)::text from money_log) as money_log,
      (select count(*) || '/' || coalesce(sum(money), 0)::text from platform_money_log) as platform_log,
      (select count(*) from profit_records) as profits,
      (select count(*) || '/' || coalesce(sum(money), 0)::text from refunds) as refunds,
      (select count(*) from withdraws) as withdraws,
      (select count(*) from recharges) as recharges,
      (select count(*) from user_coupons) as user_coupons,
      (select coalesce(sum(received), 0) || '/' || coalesce(sum(used), 0) from coupons) as coupons`,
  );
}

let t: TestApp;
let endpoints: EndpointDefinition[];
const tokens = new Map<FuzzRole, string>();

beforeAll(async () => {
  // The fuzz logs in again when a fuzzed logout or refresh ends its session; login limits have
  // their own tests.
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '100000', LOGIN_MAX_FAILURES: '1000' } });
  endpoints = contractEndpoints();
  for (const role of FUZZ_ROLES) {
    if (role !== 'visitor') tokens.set(role, await t.login(ACCOUNTS[role]));
  }
});
afterAll(() => t?.close());

async function send(request: FuzzRequest, role: FuzzRole, language: string) {
  const token = tokens.get(role);
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'accept-language': language,
      ...(token ? { token } : {}),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  return response;
}

describe('malformed requests from the contract', () => {
  it('cover every registered endpoint', () => {
    expect(endpoints.map((endpoint) => endpoint.name).sort()).toEqual(
      [...listEndpoints(t.app).keys()].sort(),
    );
  });

  it.each(
    FUZZ_ROLES.map((role) => [role === 'operator' ? 'an operator' : `a ${role}`, role] as const),
  )(
    'as %s: every answer is the envelope, never a 5xx, and a refusal changes nothing',
    async (_who, role) => {
      let requests = 0;
      for (const [index, endpoint] of endpoints.entries()) {
        const language = LANGUAGE_CODES[index % LANGUAGE_CODES.length]!;
        await fc.assert(
          fc.asyncProperty(malformedRequest(endpoint), async (request) => {
            requests += 1;
            const [before] = await stateDigest(t);
            const response = await send(request, role, language);
            const problem = answerProblem(
              response.statusCode,
              response.headers['content-type'] as string | undefined,
              response.body,
            );
            expect(problem, `${role} ${endpoint.name}: ${response.body.slice(0, 300)}`).toBe(
              undefined,
            );
            const code = (response.json() as { code: number }).code;
            if (code !== 1) {
              const [after] = await stateDigest(t);
              expect(after, `${role} ${endpoint.name} was refused but changed the books`).toEqual(
                before,
              );
            }
            // A fuzzed logout or token refresh ended the session: log in again.
            if (response.statusCode === 401 && role !== 'visitor' && !request.headers['token']) {
              tokens.set(role, await t.login(ACCOUNTS[role]));
            }
          }),
          { seed: SEED * 7919 + index * 4 + FUZZ_ROLES.indexOf(role), numRuns: RUNS },
        );
      }
      expect(requests).toBeGreaterThanOrEqual(endpoints.length * RUNS);
    },
    TIMEOUT_MS,
  );
});
