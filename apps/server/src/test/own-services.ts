import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

/**
 * PostgreSQL and Redis servers of a test's own, on free ports and in temporary folders, that the
 * test may stop and start (the dependency-failure tests): stopping them never disturbs the rest of
 * the suite, which uses `DATABASE_URL` and `REDIS_URL`.
 */

const run = promisify(execFile);

/** The folder of PostgreSQL's programs: `PG_BIN`, else `initdb` on the PATH, else Debian's newest. */
function postgresBin(): string {
  const configured = process.env['PG_BIN'];
  if (configured) return configured;
  for (const folder of (process.env['PATH'] ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, 'initdb'))) return folder;
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], 'bin');
  throw new Error('PostgreSQL programs not found: install postgresql or set PG_BIN');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const AS_ROOT = process.getuid?.() === 0;

async function postgresCommand(program: string, args: readonly string[]): Promise<string> {
  const binary = path.join(postgresBin(), program);
  const { stdout } = AS_ROOT
    ? await run('runuser', ['-u', 'postgres', '--', binary, ...args])
    : await run(binary, [...args]);
  return stdout;
}

/** A PostgreSQL cluster of a test's own. */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  readonly port: number;
  /** Stops the server now (fast shutdown: sessions are cut, transactions roll back). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

/** Creates a cluster with `initdb` in a temporary folder and starts it on a free port. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bazaar-pg-'));
  const data = path.join(folder, 'data');
  if (AS_ROOT) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(folder, 0o700);
  await postgresCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const start = async () => {
    await postgresCommand('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
  };
  const stop = async () => {
    await postgresCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A Redis server of a test's own. */
export interface OwnRedis {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Stops the server now (a crash: no save, clients lose their connection). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing). */
  start(): Promise<void>;
  /** Stops it for good. */
  destroy(): Promise<void>;
}

/** Starts `redis-server` (`REDIS_SERVER`, else on the PATH) on a free port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      process.env['REDIS_SERVER'] ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start: ${output}`)),
        10_000,
      );
      started.once('error', reject);
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output}`)),
      );
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, destroy: stop };
}
