/**
 * `npm run bench:chat` (at the root): chat load on a real server process from this process.
 *
 * Prepares a migrated database with BENCH_SOCKETS users (each with a session), starts the server
 * (`src/main.ts`) as a child process, opens one websocket per user and binds it with `chat/shake`
 * over HTTP, pairs the sockets (0 with 1, 2 with 3...), and makes every socket send BENCH_RATE
 * messages a second to its partner for BENCH_WARMUP + BENCH_DURATION seconds, spread evenly over
 * time; the latency figures are those of the messages sent in the last BENCH_DURATION seconds (the
 * warm-up's, while the server's code is still being compiled, are printed on their own line; its
 * messages count in every other figure and must arrive like the rest). Messages are sent as `send`
 * frames over the websocket (the server runs the same checks, rate limit and group commit as
 * `chat/send`, and answers `sent`); each carries its send time, so the partner measures the
 * delivery latency (send to receipt of the `chat` frame, both in this process). Prints the
 * messages sent, stored, refused, delivered and lost (stored but never delivered: must be 0),
 * p50/p99/max latency, the server's peak resident memory and CPU, and the rows stored, counted in
 * the database after the server stopped. Exits with 1 unless every message sent was stored and
 * delivered.
 *
 * Environment: BENCH_SOCKETS (1000), BENCH_RATE (10), BENCH_DURATION (20), BENCH_WARMUP (5),
 * BENCH_ENGINE (`postgres` or `pglite`, default postgres), BENCH_DATABASE_URL (a PostgreSQL server where a database may be
 * created and dropped; default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * BENCH_REDIS_URL (default REDIS_URL, else redis://127.0.0.1:6379; `none` runs the server without
 * Redis: chat's send limit in its memory, one process alone), BENCH_TIMELINE (set: also prints
 * p50/p99/max for the messages sent in each second, to see whether the tail is steady or a pause),
 * BENCH_SERVER_NODE_ARGS (Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { chatMessages, sessions, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { randomToken, sha256 } from '../../src/lib/crypto.js';
import { databaseUrlFor } from '../../src/test/databases.js';
import { startServerProcess, type ServerProcess } from '../../src/test/server-process.js';

const env = process.env;
const SOCKETS = Number(env['BENCH_SOCKETS'] ?? 1000);
const RATE = Number(env['BENCH_RATE'] ?? 10);
const DURATION = Number(env['BENCH_DURATION'] ?? 20);
const WARMUP = Number(env['BENCH_WARMUP'] ?? 5);
const ENGINE = env['BENCH_ENGINE'] ?? 'postgres';
const ADMIN_URL =
  env['BENCH_DATABASE_URL'] ?? env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = env['BENCH_REDIS_URL'] ?? env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** How long to wait for the last messages after sending stopped. */
const DRAIN_MS = 15_000;

if (SOCKETS % 2 !== 0) throw new Error('BENCH_SOCKETS must be even: sockets are paired');

/** A bench user: its id and token, and its socket once open. */
interface Peer {
  readonly index: number;
  readonly userId: number;
  readonly token: string;
  socket?: WebSocket;
  partner?: Peer;
  /** Messages sent so far. */
  sent: number;
}

/** Where the database is and how to count what it stored once the server stopped. */
interface Prepared {
  readonly serverEnv: Record<string, string>;
  readonly peers: Peer[];
  countStored(): Promise<number>;
  cleanUp(): Promise<void>;
}

/** Adds the bench users with a session each (one password hash for all: argon2 is slow on purpose). */
async function addUsers(handle: DatabaseHandle): Promise<Peer[]> {
  const now = Math.floor(Date.now() / 1000);
  const passwordHash = await hashPassword('bench123');
  const run = randomBytes(3).toString('hex');
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS }, (_, index) => ({
        username: `chat${run}${index}`,
        nickname: `Chat ${index}`,
        passwordHash,
        payPasswordHash: passwordHash,
        inviteCode: `CHAT${run}${index}`.toUpperCase(),
        createtime: now,
        updatetime: now,
      })),
    )
    .returning({ id: users.id });
  const peers = rows.map((row, index) => ({
    index,
    userId: row.id,
    token: randomToken(),
    sent: 0,
  }));
  await handle.db.insert(sessions).values(
    peers.map((peer) => ({
      userId: peer.userId,
      tokenHash: sha256(peer.token),
      createtime: now,
      expiretime: now + 24 * 3600,
    })),
  );
  return peers;
}

async function preparePostgres(): Promise<Prepared> {
  const name = `bazaar_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const url = databaseUrlFor(ADMIN_URL, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await handle.migrate();
  const peers = await addUsers(handle);
  return {
    serverEnv: { DATABASE_URL: url },
    peers,
    async countStored() {
      const [row] = await handle.db.select({ n: count() }).from(chatMessages);
      return row?.n ?? 0;
    },
    async cleanUp() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function preparePglite(): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-bench-chat-'));
  const open = () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  let handle = await open();
  await handle.migrate();
  const peers = await addUsers(handle);
  // One process at a time on a PGlite folder: the server's.
  await handle.close();
  return {
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    peers,
    async countStored() {
      handle = await open();
      const [row] = await handle.db.select({ n: count() }).from(chatMessages);
      await handle.close();
      return row?.n ?? 0;
    },
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** CPU seconds the process used so far, in user space and in the kernel (from /proc). */
async function cpuSeconds(pid: number): Promise<{ user: number; system: number }> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** Latencies of the messages sent after the warm-up, and of those sent during it. */
const latencies: number[] = [];
const warmupLatencies: number[] = [];
/** Latencies by the second (since the load started) their message was sent in. */
const timeline: number[][] = [];
let loadStart = 0;
const delivered = new Set<number>();
let stored = 0;
let refused = 0;
const refusals = new Map<string, number>();

/** Opens the socket of `peer`, waits for `init`, and shakes it over HTTP. */
async function connect(server: ServerProcess, peer: Peer): Promise<void> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  peer.socket = socket;
  const clientId = await new Promise<string>((resolve, reject) => {
    socket.on('message', (data) => {
      const text = data.toString();
      const frame = JSON.parse(text) as Record<string, unknown>;
      switch (frame['type']) {
        case 'ping':
          socket.send('{"type":"pong"}');
          return;
        case 'init':
          resolve(frame['client_id'] as string);
          return;
        case 'chat': {
          const received = performance.now();
          delivered.add(frame['id'] as number);
          const content = (frame['message'] as { content: { text: string } }).content.text;
          const sentAt = Number(content.split(':')[2]);
          const measured = sentAt - loadStart >= WARMUP * 1000;
          (measured ? latencies : warmupLatencies).push(received - sentAt);
          (timeline[Math.floor((sentAt - loadStart) / 1000)] ??= []).push(received - sentAt);
          return;
        }
        case 'sent':
          stored += 1;
          return;
        case 'error':
          refused += 1;
          refusals.set(String(frame['code']), (refusals.get(String(frame['code'])) ?? 0) + 1);
          return;
        default:
          return;
      }
    });
    socket.once('error', reject);
  });
  const response = await fetch(`${server.url}/api/wanlshop/chat/shake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: peer.token },
    body: JSON.stringify({ client_id: clientId }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`shake refused: ${answer.msg}`);
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** Sends RATE messages a second from every socket for WARMUP + DURATION seconds, spread evenly. */
async function load(peers: readonly Peer[]): Promise<number> {
  const interval = 1000 / RATE;
  const start = performance.now();
  loadStart = start;
  const end = start + (WARMUP + DURATION) * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      for (const peer of peers) {
        const offset = (peer.index / peers.length) * interval;
        while (start + offset + peer.sent * interval <= Math.min(now, end)) {
          const at = performance.now();
          peer.socket!.send(
            JSON.stringify({
              type: 'send',
              ref: `${peer.index}:${peer.sent}`,
              to_id: peer.partner!.userId,
              message: { type: 'text', content: { text: `${peer.index}:${peer.sent}:${at}` } },
            }),
          );
          peer.sent += 1;
          sent += 1;
        }
      }
      if (now >= end) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  return sent;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  console.log(
    `chat bench: ${SOCKETS} sockets x ${RATE} msg/s x ${DURATION} s (after a ${WARMUP} s warm-up) on ${ENGINE}` +
      `${REDIS_URL === 'none' ? ' without Redis' : ' with Redis'} (load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
  );
  const prepared = ENGINE === 'pglite' ? await preparePglite() : await preparePostgres();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(
      {
        ...prepared.serverEnv,
        ...(REDIS_URL === 'none'
          ? {}
          : { REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:` }),
        // Twice the benchmark's rate: every message counts against the limit, none is refused.
        CHAT_SEND_LIMIT: String(RATE * 10 * 2),
        CHAT_SEND_WINDOW_SECONDS: '10',
      },
      { nodeArgs: env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? [], built: true },
    );
    const { peers } = prepared;
    for (let i = 0; i < peers.length; i += 2) {
      peers[i]!.partner = peers[i + 1];
      peers[i + 1]!.partner = peers[i];
    }
    const connectStart = performance.now();
    await pool(peers, 50, (peer) => connect(server!, peer));
    console.log(
      `connected and shaken ${peers.length} sockets in ${ms(performance.now() - connectStart)}`,
    );

    const cpuBefore = await cpuSeconds(server.pid);
    const clientCpu = process.cpuUsage();
    let peakRss = 0;
    const sampler = setInterval(() => {
      void server!.memory().then((memory) => (peakRss = Math.max(peakRss, memory.rss)));
    }, 500);
    const sent = await load(peers);
    const clientUsage = process.cpuUsage(clientCpu);
    const clientSeconds = (clientUsage.user + clientUsage.system) / 1e6;
    const drainStart = performance.now();
    while (
      (delivered.size < stored || stored + refused < sent) &&
      performance.now() - drainStart < DRAIN_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(sampler);
    const cpuAfter = await cpuSeconds(server.pid);
    const serverUser = cpuAfter.user - cpuBefore.user;
    const serverSystem = cpuAfter.system - cpuBefore.system;
    const memory = await server.memory();
    await Promise.all(peers.map((peer) => peer.socket?.close()));
    const exitCode = await server.stop();
    server = undefined;
    const inDatabase = await prepared.countStored();

    const sorted = latencies.sort((a, b) => a - b);
    const warmup = warmupLatencies.sort((a, b) => a - b);
    const rows: Array<[string, string]> = [
      ['messages sent', `${sent} (${warmup.length} in the warm-up)`],
      ['stored (answered sent)', String(stored)],
      [
        'refused',
        `${refused}${refusals.size ? ` ${JSON.stringify(Object.fromEntries(refusals))}` : ''}`,
      ],
      ['unanswered (after the drain)', String(sent - stored - refused)],
      ['delivered', String(delivered.size)],
      ['lost (stored, not delivered)', String(stored - delivered.size)],
      ['rows in chat_messages', String(inDatabase)],
      [
        `warm-up latency (first ${WARMUP} s)`,
        `p50 ${ms(percentile(warmup, 50))}, p99 ${ms(percentile(warmup, 99))}, max ${ms(warmup.at(-1) ?? Number.NaN)}`,
      ],
      [`latency p50 (last ${DURATION} s)`, ms(percentile(sorted, 50))],
      [`latency p99 (last ${DURATION} s)`, ms(percentile(sorted, 99))],
      [`latency max (last ${DURATION} s)`, ms(sorted.at(-1) ?? Number.NaN)],
      ['server peak memory (VmHWM)', mb(Math.max(memory.peak, peakRss))],
      [
        'server CPU (send and drain)',
        `${(serverUser + serverSystem).toFixed(1)} s (user ${serverUser.toFixed(1)} s, kernel ${serverSystem.toFixed(1)} s)`,
      ],
      [
        'server CPU per stored message',
        `${(((serverUser + serverSystem) / Math.max(1, inDatabase)) * 1e6).toFixed(0)} µs`,
      ],
      ['bench client CPU (sending)', `${clientSeconds.toFixed(1)} s`],
      ['server exit code (SIGTERM)', String(exitCode)],
      [
        'load average after',
        loadavg()
          .map((n) => n.toFixed(2))
          .join(' '),
      ],
    ];
    for (const [label, value] of rows) console.log(`${label.padEnd(30)} ${value}`);
    if (env['BENCH_TIMELINE']) {
      console.log(
        `second  messages  p50 ms  p99 ms  max ms  (seconds 0-${WARMUP - 1}: the warm-up)`,
      );
      timeline.forEach((second, index) => {
        const bySecond = second.sort((a, b) => a - b);
        console.log(
          `${String(index).padStart(6)}  ${String(bySecond.length).padStart(8)}  ` +
            [50, 99, 100].map((p) => percentile(bySecond, p).toFixed(1).padStart(6)).join('  '),
        );
      });
    }
    // Every message sent must be stored and delivered: anything else fails the run.
    if (delivered.size !== sent || stored !== sent || inDatabase !== sent) process.exitCode = 1;
  } finally {
    await server?.stop();
    await prepared.cleanUp();
  }
}

await main();
