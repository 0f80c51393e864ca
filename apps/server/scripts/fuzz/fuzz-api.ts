/**
 * `npm run fuzz -w @bazaar/server`: malformed requests against every contract endpoint of a running
 * server, as a visitor, a buyer, a merchant and an operator (the seeded demo accounts), and a count
 * of the answers that break the rule "never a 5xx, always the envelope".
 *
 * The requests come from `src/test/fuzz/malformed.ts` (the same generators as the property-based
 * tests): each endpoint's schema broken one part at a time (wrong types, missing and unknown fields,
 * odd ids, huge strings, odd money strings, NUL, unpaired surrogates, deep nesting) and the request
 * broken below the schema (bad percent-escapes, query strings over the header limit, other methods,
 * other media types, malformed JSON and multipart, unknown routes, odd headers). Seeded: the same
 * seed sends the same requests.
 *
 * Start the server with generous login limits (the fuzz logs in as it goes), for example
 * `LOGIN_MAX_PER_IP=100000 LOGIN_MAX_FAILURES=1000 PORT=8140 DATA_DIR=/tmp/fuzz npm start`.
 *
 * Environment: FUZZ_BASE_URL (default http://127.0.0.1:8080), FUZZ_REQUESTS (50000), FUZZ_SEED (16),
 * FUZZ_CONCURRENCY (8), FUZZ_EXAMPLES (40: kinds of problem printed with an example). Exits 1 when any answer broke the rule.
 */
import http from 'node:http';
import fc from 'fast-check';
import { LANGUAGE_CODES } from '@bazaar/domain';
import {
  answerProblem,
  contractEndpoints,
  FUZZ_ROLES,
  malformedRequest,
  type FuzzRequest,
  type FuzzRole,
} from '../../src/test/fuzz/malformed.js';

const env = process.env;
const BASE_URL = new URL(env['FUZZ_BASE_URL'] ?? 'http://127.0.0.1:8080');
const TOTAL = Number(env['FUZZ_REQUESTS'] ?? 50_000);
const SEED = Number(env['FUZZ_SEED'] ?? 16);
const CONCURRENCY = Number(env['FUZZ_CONCURRENCY'] ?? 8);
const EXAMPLES = Number(env['FUZZ_EXAMPLES'] ?? 40);
const ACCOUNTS: Record<Exclude<FuzzRole, 'visitor'>, { account: string; password: string }> = {
  buyer: { account: 'buyer', password: 'buyer123' },
  merchant: { account: 'merchant', password: 'merchant123' },
  operator: { account: 'admin', password: 'admin123' },
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

function send(request: FuzzRequest, extraHeaders: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = request.body;
    const outgoing = http.request(
      {
        agent,
        host: BASE_URL.hostname,
        port: BASE_URL.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          ...extraHeaders,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

async function login(role: Exclude<FuzzRole, 'visitor'>): Promise<string> {
  const answer = await send(
    {
      method: 'POST',
      url: '/api/wanlshop/user/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[role]),
      kind: 'login',
    },
    {},
  );
  const body = JSON.parse(answer.text) as {
    code: number;
    msg: string;
    data: { userinfo: { token: string } };
  };
  if (body.code !== 1) throw new Error(`login as ${role} failed: ${body.msg}`);
  return body.data.userinfo.token;
}

async function main(): Promise<void> {
  const endpoints = contractEndpoints();

  // Request i goes to endpoint i mod n as role (i div n) mod 4, so every endpoint gets every role.
  const perPair = Math.ceil(TOTAL / (endpoints.length * FUZZ_ROLES.length));
  const plan: { endpoint: string; role: FuzzRole; request: FuzzRequest; language: string }[] = [];
  endpoints.forEach((endpoint, endpointIndex) => {
    FUZZ_ROLES.forEach((role, roleIndex) => {
      const requests = fc.sample(malformedRequest(endpoint), {
        seed: SEED * 1_000_003 + endpointIndex * 7 + roleIndex,
        numRuns: perPair,
      });
      requests.forEach((request, index) =>
        plan.push({
          endpoint: endpoint.name,
          role,
          request,
          language: LANGUAGE_CODES[(endpointIndex + roleIndex + index) % LANGUAGE_CODES.length]!,
        }),
      );
    });
  });
  plan.length = Math.min(plan.length, TOTAL);
  // Logged in once the plan is drawn (which takes a while): a connection left idle longer than
  // the server's keep-alive time-out would be closed under the first requests.
  const tokens = new Map<FuzzRole, string>();
  for (const role of FUZZ_ROLES) if (role !== 'visitor') tokens.set(role, await login(role));

  const statuses = new Map<number, number>();
  const problems = new Map<string, { count: number; example: string }>();
  let serverErrors = 0;
  let notEnvelope = 0;
  let clientRefused = 0;
  let relogins = 0;
  let next = 0;
  const started = performance.now();

  async function worker(): Promise<void> {
    while (next < plan.length) {
      const item = plan[next++]!;
      const token = tokens.get(item.role);
      const headers: Record<string, string> = { 'accept-language': item.language };
      if (token && !('token' in item.request.headers)) headers['token'] = token;
      let answer: Answer;
      try {
        answer = await send(item.request, headers);
      } catch (error) {
        // Node's client refuses to write some requests (a control character in a header).
        if ((error as { code?: string }).code === 'ERR_INVALID_CHAR') {
          clientRefused += 1;
          continue;
        }
        answer = { status: 0, contentType: undefined, text: String(error) };
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem =
        answer.status === 0
          ? `no answer: ${answer.text}`
          : answerProblem(answer.status, answer.contentType, answer.text);
      if (problem) {
        if (answer.status >= 500 || answer.status === 0) serverErrors += 1;
        else notEnvelope += 1;
        const key = `${problem} | ${item.request.kind} | ${item.endpoint}`;
        const seen = problems.get(key);
        if (seen) seen.count += 1;
        else
          problems.set(key, {
            count: 1,
            example: `${item.role} ${item.request.method} ${item.request.url.slice(0, 160)} ${String(item.request.body ?? '').slice(0, 160)} -> ${answer.text.slice(0, 200)}`,
          });
      }
      // A fuzzed logout ends the session: log in again so the role keeps its coverage.
      if (
        answer.status === 401 &&
        token &&
        item.role !== 'visitor' &&
        !('token' in item.request.headers)
      ) {
        try {
          const check = await send(
            { method: 'GET', url: '/api/wanlshop/user/profile', headers: {}, kind: 'check' },
            { token },
          );
          if (check.status === 401) {
            tokens.set(item.role, await login(item.role));
            relogins += 1;
          }
        } catch {
          // The next request tells.
        }
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  const sent = plan.length - clientRefused;
  console.log(
    `fuzz of ${BASE_URL.origin}: ${endpoints.length} endpoints x ${FUZZ_ROLES.length} roles, seed ${SEED}`,
  );
  console.log(
    `${sent} requests sent in ${seconds.toFixed(1)} s (${clientRefused} refused by the client, ${relogins} logins again)`,
  );
  console.log(
    `statuses: ${[...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );
  console.log(`5xx or no answer: ${serverErrors}; not the envelope: ${notEnvelope}`);
  // Totals by what went wrong and what was broken, then one example of each kind (most first).
  const byClass = new Map<string, number>();
  for (const [key, { count }] of problems) {
    const [problem, kind] = key.split(' | ');
    const label = `${problem!.replace(/: Error: .*/, '')} | ${kind!}`;
    byClass.set(label, (byClass.get(label) ?? 0) + count);
  }
  for (const [label, count] of [...byClass.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${count} x ${label}`);
  }
  // Server errors first: they are the bugs; then the rest, most frequent first.
  const severity = (key: string) =>
    key.startsWith('HTTP 5') ? 0 : key.startsWith('no answer') ? 2 : 1;
  const sorted = [...problems.entries()].sort(
    (a, b) => severity(a[0]) - severity(b[0]) || b[1].count - a[1].count,
  );
  console.log(`${sorted.length} kinds of problem (answer, what was broken, endpoint); examples:`);
  for (const [key, { count, example }] of sorted.slice(0, EXAMPLES)) {
    console.log(`  ${count} x ${key}\n      ${example}`);
  }
  if (sorted.length > EXAMPLES) console.log(`  ... and ${sorted.length - EXAMPLES} more kinds`);
  process.exitCode = serverErrors + notEnvelope > 0 ? 1 : 0;
}

await main();
