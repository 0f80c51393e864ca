import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseFromTemplate } from './test/databases.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';

/**
 * SIGTERM under load, on a real process: every request the server accepted (logged `incoming
 * request` under the `X-Request-Id` the client sent) is answered in full, the others are refused
 * (connection refused, or 503 on a keep-alive connection), and the process exits by itself.
 */

/** Parallel request loops. */
const LOOPS = 24;
/** Requests answered before the signal. */
const BEFORE_SIGNAL = 300;

let server: ServerProcess;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  let env: Record<string, string>;
  if (inject('testDriver') === 'postgres') {
    const copy = await createDatabaseFromTemplate(
      process.env['DATABASE_URL'] as string,
      inject('pgTemplate'),
    );
    env = { DATABASE_URL: copy.url, PG_POOL_SIZE: '4' };
    cleanup = copy.drop;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-shutdown-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  server = await startServerProcess(
    { ...env, LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '8' },
    { keepLogs: true },
  );
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await cleanup?.();
});

type Outcome = {
  id: string;
  status: number | 'refused';
  /** Sent before the signal and answered after it. */
  inFlightAtSignal: boolean;
};

describe('SIGTERM under load', () => {
  it('answers every accepted request, refuses the rest, and exits 0 within the grace period', async () => {
    const outcomes: Outcome[] = [];
    let answered = 0;
    let signalSent = false;
    let signalled: () => void = () => undefined;
    const signal = new Promise<void>((resolve) => (signalled = resolve));
    let sequence = 0;

    async function loop(n: number): Promise<void> {
      // Each loop ends on its first refusal: the port is closed by then.
      for (;;) {
        const id = `load-${n}-${sequence++}`;
        const sentBefore = !signalSent;
        try {
          // A captcha: an image drawn and a database insert.
          const response = await fetch(`${server.url}/api/wanlshop/user/captcha`, {
            headers: { 'x-request-id': id },
          });
          await response.arrayBuffer();
          outcomes.push({
            id,
            status: response.status,
            inFlightAtSignal: sentBefore && signalSent,
          });
          if (response.status === 200 && ++answered === BEFORE_SIGNAL) signalled();
          if (response.status !== 200) return;
        } catch {
          outcomes.push({ id, status: 'refused', inFlightAtSignal: sentBefore && signalSent });
          return;
        }
      }
    }

    const loops = Array.from({ length: LOOPS }, (_, n) => loop(n));
    await signal;
    signalSent = true;
    server.kill('SIGTERM');
    await Promise.all(loops);

    // The process's own hard stop (at SHUTDOWN_GRACE_SECONDS) exits 1: 0 means it finished before.
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });

    const logs = server.logs();
    const signalledAt = Number(
      logs.find((line) => String(line['msg']).startsWith('SIGTERM received'))?.['time'],
    );
    const incoming = new Map(
      logs
        .filter((line) => line['msg'] === 'incoming request')
        .map((line) => [String(line['reqId']), Number(line['time'])] as const)
        .filter(([id]) => id.startsWith('load-')),
    );
    const completed = new Map(
      logs
        .filter((line) => line['msg'] === 'request completed')
        .map((line) => [line['reqId'], (line['res'] as { statusCode: number }).statusCode]),
    );
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));

    // Every request that reached the server was answered, and the client received that answer:
    // served (200), or, arriving after the signal, refused with the 503 envelope.
    for (const [id, time] of incoming) {
      const status = completed.get(id);
      expect({ id, status, client: byId.get(id)?.status }).toEqual({ id, status, client: status });
      if (status !== 200)
        expect({ id, status, afterSignal: time >= signalledAt }).toEqual({
          id,
          status: 503,
          afterSignal: true,
        });
    }
    const accepted = new Set([...incoming.keys()].filter((id) => completed.get(id) === 200));
    // The signal came with accepted requests in flight (not on a quiet server)...
    expect(
      outcomes.filter((outcome) => outcome.inFlightAtSignal && accepted.has(outcome.id)).length,
    ).toBeGreaterThan(0);
    // ...and every request it did not serve was refused, none left hanging or cut.
    for (const outcome of outcomes) {
      if (!accepted.has(outcome.id)) expect([503, 'refused']).toContain(outcome.status);
    }
    expect(outcomes.length).toBe(sequence);
    expect(logs.some((line) => line['msg'] === 'stopped')).toBe(true);
  });
});
