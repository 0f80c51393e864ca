import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository's nginx configuration (`deploy/nginx`). */
export const NGINX_CONFIG_DIR = fileURLToPath(new URL('../../../../deploy/nginx', import.meta.url));

/** The nginx binary: `NGINX_BIN`, else Debian's. */
const NGINX_BIN = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';

/** nginx started from the repository's site configuration in front of test servers. */
export interface NginxProcess {
  /** `https://127.0.0.1:<port>`: the TLS server of the site (a self-signed certificate). */
  readonly httpsUrl: string;
  /** `http://127.0.0.1:<port>`: the plain server, which redirects to https. */
  readonly httpUrl: string;
  /** The self-signed certificate (PEM), for clients to trust. */
  readonly certificate: string;
  /** The access log's JSON lines so far. */
  accessLog(): Promise<Array<Record<string, unknown>>>;
  /** The error log so far. */
  errorLog(): Promise<string>;
  /** Stops it gracefully (SIGQUIT) and removes its folder. */
  stop(): Promise<void>;
}

/** Options of {@link startNginx}. */
export interface NginxOptions {
  /** The two server ports the upstream round-robins over (the site file names two). */
  readonly upstreams: readonly [number, number];
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The shop app's build that nginx serves `/assets/` from. */
  readonly shopDist: string;
}

/** Replaces `from` (which must occur exactly once) by `to`. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2)
    throw new Error(`bazaar-site.conf: expected "${from}" once, found ${parts.length - 1}`);
  return parts.join(to);
}

/**
 * Runs `deploy/nginx/bazaar-site.conf` with `bazaar-http.conf` and `bazaar-locations.conf` as
 * they are, changing only what is the machine's: the upstream ports, the listen addresses, the
 * certificate (self-signed, made here with openssl), the log and the static root. Each change must
 * apply exactly once, so a site file that drifts from this shape fails the test.
 */
export async function startNginx(options: NginxOptions): Promise<NginxProcess> {
  const work = await mkdtemp(path.join(tmpdir(), 'bazaar-nginx-'));
  const cert = path.join(work, 'cert.pem');
  const key = path.join(work, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  let site = await readFile(path.join(NGINX_CONFIG_DIR, 'bazaar-site.conf'), 'utf8');
  const [a, b] = options.upstreams;
  site = replaceOnce(site, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${a} `);
  site = replaceOnce(site, 'server 127.0.0.1:8082 ', `server 127.0.0.1:${b} `);
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  site = replaceOnce(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl;`);
  site = replaceOnce(site, 'listen [::]:443 ssl http2;', '');
  site = site.replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`);
  site = site.replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
  site = site.replace(/access_log \S+ bazaar_json;/, `access_log ${work}/access.log bazaar_json;`);
  site = replaceOnce(site, 'root /srv/bazaar/apps/shop/dist;', `root ${options.shopDist};`);
  site = replaceOnce(
    site,
    'include snippets/bazaar-locations.conf;',
    `include ${path.join(NGINX_CONFIG_DIR, 'bazaar-locations.conf')};`,
  );
  await writeFile(path.join(work, 'site.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(path.join(work, temp));
  const main = [
    // As root, workers would run as nobody, who cannot read the test's private folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${work}/body;`,
    `  proxy_temp_path ${work}/proxy;`,
    `  fastcgi_temp_path ${work}/fastcgi;`,
    `  uwsgi_temp_path ${work}/uwsgi;`,
    `  scgi_temp_path ${work}/scgi;`,
    `  include ${path.join(NGINX_CONFIG_DIR, 'bazaar-http.conf')};`,
    `  include ${work}/site.conf;`,
    '}',
  ].join('\n');
  const conf = path.join(work, 'nginx.conf');
  await writeFile(conf, main);
  await run(NGINX_BIN, ['-t', '-q', '-p', work, '-c', conf]);
  const child = spawn(NGINX_BIN, ['-p', work, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const httpsUrl = `https://127.0.0.1:${options.httpsPort}`;
  const httpUrl = `http://127.0.0.1:${options.httpPort}`;
  // Listening once the plain server answers (its redirect).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`${httpUrl}/`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    httpsUrl,
    httpUrl,
    certificate: await readFile(cert, 'utf8'),
    async accessLog() {
      const text = await readFile(path.join(work, 'access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    errorLog: () => readFile(path.join(work, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      await rm(work, { recursive: true, force: true });
    },
  };
}
