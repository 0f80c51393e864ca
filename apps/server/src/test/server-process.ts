import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server package's folder, where `src/main.ts` runs from. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The Node options `npm start` gives the server (`scripts.start` of package.json: a young generation
 * big enough that chat's short-lived objects do not cost a scavenge every few milliseconds), so a
 * server started here for tests and benchmarks runs as it does in production.
 */
export const START_NODE_OPTIONS: readonly string[] = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** A server started as a child process from its TypeScript sources. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly pid: number;
  /** The process's resident memory now and at its peak, in bytes (Linux `/proc`). */
  memory(): Promise<{ rss: number; peak: number }>;
  /** Stops it with SIGTERM (a graceful shutdown) and waits for it to exit; answers the exit code. */
  stop(): Promise<number | null>;
  /** The last lines it wrote, for failure messages. */
  output(): string;
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

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
}

/**
 * Starts `src/main.ts` in a child process (Node with tsx, on the workspace sources, with the options of
 * `npm start` and then `nodeArgs`) with `env` over a quiet test environment (127.0.0.1 on a free
 * port, no shop app, no seed), and waits until it answers `/healthz`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000, nodeArgs = [] as readonly string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...START_NODE_OPTIONS,
      ...nodeArgs,
      '--conditions=@bazaar/source',
      '--import',
      'tsx',
      'src/main.ts',
    ],
    {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED: 'false',
        LOG_LEVEL: 'warn',
        SHOP_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 50));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
  return {
    url,
    pid: child.pid as number,
    async memory() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = (field: string) =>
        Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    output: () => lines.join('\n'),
  };
}
