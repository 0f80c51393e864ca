import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server package's folder, where `src/main.ts` runs from. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The words of `scripts.start` in package.json: `VAR=value node --option... dist/main.js`. */
const START_WORDS = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start.split(' ');

/**
 * The Node options `npm start` gives the server (a young generation of 16 MB semi-spaces and an
 * old generation of at most 256 MB, which bound the heap; see the README's memory section), so a
 * server started here for tests and benchmarks runs as it does in production.
 */
export const START_NODE_OPTIONS: readonly string[] = START_WORDS.filter((word) =>
  word.startsWith('--'),
);

/** The environment `npm start` sets before Node (`MALLOC_ARENA_MAX=2`). */
export const START_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  START_WORDS.slice(0, START_WORDS.indexOf('node'))
    .filter((word) => word.includes('='))
    .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
);

/** A server started as a child process from its TypeScript sources. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Settles when the process has exited: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process's resident memory now and at its peak, in bytes (Linux `/proc`). */
  memory(): Promise<{ rss: number; peak: number }>;
  /** Stops it with SIGTERM (a graceful shutdown) and waits for it to exit; answers the exit code. */
  stop(): Promise<number | null>;
  /** Sends `signal` (SIGKILL to crash it, SIGTERM to stop it) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** The last lines it wrote, for failure messages. */
  output(): string;
  /** Every JSON log line it wrote, parsed (all of them only with `keepLogs`). */
  logs(): ReadonlyArray<Record<string, unknown>>;
}

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** How long to wait for `/readyz`. @default 90000 */
  readonly timeoutMs?: number;
  /** Node options after those of `npm start`. */
  readonly nodeArgs?: readonly string[];
  /** Keep every log line for {@link ServerProcess.logs}, not just the last 50. @default false */
  readonly keepLogs?: boolean;
  /** The port to listen on. @default a free one */
  readonly port?: number;
  /** Run the build (`dist/main.js`, as `npm start` does) instead of the sources. @default false */
  readonly built?: boolean;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url/readyz` until it answers 200; fails when `child` exits or `timeoutMs` passes. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready (/readyz) within ${timeoutMs} ms`);
}

/**
 * Starts `src/main.ts` in a child process (Node with tsx, on the workspace sources; or the build with
 * `built`), with the environment and options of `npm start` and then `nodeArgs`, with `env` over a quiet test environment (127.0.0.1 on a free
 * port, no shop app, no seed), and waits until it answers `/readyz`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const { timeoutMs = 90_000, nodeArgs = [], keepLogs = false } = options;
  const port = options.port ?? (await freePort());
  const entry = options.built
    ? ['dist/main.js']
    : ['--conditions=@bazaar/source', '--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, [...START_NODE_OPTIONS, ...nodeArgs, ...entry], {
    cwd: SERVER_DIR,
    env: {
      ...START_ENV,
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'false',
      LOG_LEVEL: 'warn',
      SHOP_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) {
      lines.push(line);
      if (keepLogs && line.startsWith('{')) {
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // Not a log line.
        }
      }
    }
    lines.splice(0, Math.max(0, lines.length - 50));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
  return {
    url,
    port,
    pid: child.pid as number,
    exited,
    async memory() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = (field: string) =>
        Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output: () => lines.join('\n'),
    logs: () => logs,
  };
}
