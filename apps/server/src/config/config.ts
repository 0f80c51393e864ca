import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHIP_WITHIN_HOURS, calendarParts, compare } from '@bazaar/domain';

/** The server package's folder (`apps/server`), from `src/config` and `dist/config` alike. */
export const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Log levels pino understands. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of the log levels. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's settings, read once from the environment by {@link loadConfig}. */
export interface Config {
  /** `PORT`. @default 8080 */
  readonly port: number;
  /** `HOST`, the address to listen on. @default '0.0.0.0' */
  readonly host: string;
  /** `DATABASE_URL`: a PostgreSQL server; without it the server runs on embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** `PG_POOL_SIZE`: most connections to PostgreSQL. @default 10 */
  readonly poolSize: number;
  /** `REDIS_URL`: rate limits and chat fan-out across processes; optional. */
  readonly redisUrl: string | undefined;
  /**
   * `REDIS_PREFIX`: the start of every Redis key and channel, so that deployments (or test runs)
   * can share one Redis. @default 'bazaar:'
   */
  readonly redisPrefix: string;
  /** `DATA_DIR`: PGlite's data lives in `<DATA_DIR>/pglite`. @default 'apps/server/.data' */
  readonly dataDir: string;
  /** `SHOP_DIST`: the built shop app served at `/` when the folder exists. @default 'apps/shop/dist' */
  readonly shopDist: string;
  /** `PUBLIC_ORIGINS` (comma-separated): origins allowed to open the chat websocket. */
  readonly publicOrigins: readonly string[];
  /** `TOKEN_TTL_SECONDS`: how long a login token lives. @default 604800 (7 days) */
  readonly tokenTtlSeconds: number;
  /** `AUTO_CONFIRM_DAYS`: shipped orders are confirmed as received after this many days. @default 7 */
  readonly autoConfirmDays: number;
  /**
   * `UNPAID_CANCEL_MINUTES`: an order still unpaid this long after it was placed is cancelled and its
   * stock released. @default 30
   */
  readonly unpaidCancelMinutes: number;
  /** `SHIPPING_DEADLINE_HOURS`: how long a merchant has to ship a paid order. @default 48 */
  readonly shippingDeadlineHours: number;
  /** `WITHDRAW_FEE_RATE`: service fee as a fraction of the amount, up to 4 decimals ("0.01" is 1 %). @default '0.01' */
  readonly withdrawFeeRate: string;
  /** `WITHDRAW_TAX_RATE`: tax as a fraction of the amount. @default '0' */
  readonly withdrawTaxRate: string;
  /** `WITHDRAW_MIN`: the smallest withdrawal. @default '10.00' */
  readonly withdrawMin: string;
  /** `UPLOAD_MAX_BYTES`: the largest accepted upload. @default 5242880 (5 MiB) */
  readonly uploadMaxBytes: number;
  /** `LOGIN_MAX_FAILURES`: failed logins per account per window before refusing. @default 5 */
  readonly loginMaxFailures: number;
  /** `LOGIN_MAX_PER_IP`: login attempts per IP address per window. @default 30 */
  readonly loginMaxPerIp: number;
  /** `LOGIN_WINDOW_SECONDS`: the rate-limit window of logins. @default 900 */
  readonly loginWindowSeconds: number;
  /**
   * `TRUST_PROXY`: take the client address (and protocol) from `X-Forwarded-For` behind a reverse
   * proxy: `true` trusts every hop, or a comma-separated list of the proxies' addresses or CIDR
   * ranges (`127.0.0.1,10.0.0.0/8`) trusts only those. @default false
   */
  readonly trustProxy: boolean | string;
  /** `SEED`: seed the demo data into an empty database at start. @default true */
  readonly seed: boolean;
  /** `LOG_LEVEL`. @default 'info' */
  readonly logLevel: LogLevel;
  /**
   * `TIME_ZONE`: the platform's calendar (an IANA zone): the day of a daily sign-in and of a page
   * view. @default 'UTC'
   */
  readonly timeZone: string;
  /**
   * `CATALOGUE_CACHE_MS`: how long a process reuses a public catalogue answer (a search page, a
   * visitor's goods page); 0 turns the cache off. @default 1000
   */
  readonly catalogueCacheMs: number;
  /** `CHAT_SEND_LIMIT`: chat messages one user may send per window. @default 30 */
  readonly chatSendLimit: number;
  /** `CHAT_SEND_WINDOW_SECONDS`: the window of the chat send limit. @default 10 */
  readonly chatSendWindowSeconds: number;
  /**
   * `SHUTDOWN_GRACE_SECONDS`: on SIGTERM or SIGINT the process stops accepting, lets requests in
   * flight finish, closes the chat sockets with a reconnect hint, and exits within this many seconds
   * (connections still open a second before it are cut). @default 10
   */
  readonly shutdownGraceSeconds: number;
  /**
   * `RECONCILE_HOUR`: the hour (0-23, in `TIME_ZONE`) at which one process reconciles the books each
   * night (every balance against its money log; nothing created or lost). @default 3
   */
  readonly reconcileHour: number;
}

/** The configuration was invalid; `problems` names every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    /** One line per invalid variable. */
    readonly problems: readonly string[],
  ) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** A fraction with up to 4 decimals ("0.015" is 1.5 %). */
const RATE = /^\d+(\.\d{1,4})?$/;
/** An amount with up to 2 decimals. */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the configuration from `env` (the process environment by default). Every
 * invalid variable is reported at once, by a {@link ConfigError}, before anything starts.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const decimal = (name: string, fallback: string, pattern: RegExp, max?: string): string => {
    const raw = read(name) ?? fallback;
    if (!pattern.test(raw) || (max !== undefined && compare(raw, max) > 0)) {
      problems.push(
        `${name} must be a decimal like "${fallback}"${max ? ` of at most ${max}` : ''} (got "${raw}")`,
      );
      return fallback;
    }
    return raw;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const proxies = (name: string): boolean | string => {
    const raw = read(name);
    if (raw === undefined || !/[.:/]/.test(raw)) return boolean(name, false);
    const list = raw.split(',').map((entry) => entry.trim());
    const bad = list.filter((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const version = isIP(address);
      const max = version === 4 ? 32 : 128;
      return (
        version === 0 ||
        rest.length > 0 ||
        (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max))
      );
    });
    if (bad.length > 0) {
      problems.push(
        `${name} must be true, false or addresses and CIDR ranges like 127.0.0.1,10.0.0.0/8 (got "${bad.join(', ')}")`,
      );
      return false;
    }
    return list.join(',');
  };
  const url = (name: string, protocols: readonly string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    let protocol: string | undefined;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      protocol = undefined;
    }
    if (!protocol || !protocols.includes(protocol)) {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL`);
      return undefined;
    }
    return raw;
  };

  const port = integer('PORT', 8080, 0, 65_535);
  const originList = (read('PUBLIC_ORIGINS') ?? `http://localhost:${port},http://127.0.0.1:${port}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of originList) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(
        `PUBLIC_ORIGINS must list origins like https://shop.example.com (got "${origin}")`,
      );
    }
  }
  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const redisPrefix = read('REDIS_PREFIX') ?? 'bazaar:';
  if (!/^[\w:.-]{1,64}$/.test(redisPrefix)) {
    problems.push(`REDIS_PREFIX must be letters, digits and : . _ - (got "${redisPrefix}")`);
  }

  const timeZone = read('TIME_ZONE') ?? 'UTC';
  try {
    calendarParts(0, timeZone);
  } catch {
    problems.push(`TIME_ZONE must be an IANA time zone like Asia/Shanghai (got "${timeZone}")`);
  }

  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    poolSize: integer('PG_POOL_SIZE', 10, 1, 1000),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix,
    dataDir: path.resolve(SERVER_ROOT, read('DATA_DIR') ?? '.data'),
    shopDist: path.resolve(SERVER_ROOT, read('SHOP_DIST') ?? '../shop/dist'),
    publicOrigins: originList,
    tokenTtlSeconds: integer('TOKEN_TTL_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    autoConfirmDays: integer('AUTO_CONFIRM_DAYS', 7, 1, 365),
    unpaidCancelMinutes: integer('UNPAID_CANCEL_MINUTES', 30, 1, 7 * 24 * 60),
    shippingDeadlineHours: integer(
      'SHIPPING_DEADLINE_HOURS',
      DEFAULT_SHIP_WITHIN_HOURS,
      1,
      24 * 365,
    ),
    withdrawFeeRate: decimal('WITHDRAW_FEE_RATE', '0.01', RATE, '1'),
    withdrawTaxRate: decimal('WITHDRAW_TAX_RATE', '0', RATE, '1'),
    withdrawMin: decimal('WITHDRAW_MIN', '10.00', AMOUNT),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    loginMaxFailures: integer('LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxPerIp: integer('LOGIN_MAX_PER_IP', 30, 1, 100_000),
    loginWindowSeconds: integer('LOGIN_WINDOW_SECONDS', 900, 1, 24 * 3600),
    trustProxy: proxies('TRUST_PROXY'),
    seed: boolean('SEED', true),
    logLevel,
    timeZone,
    catalogueCacheMs: integer('CATALOGUE_CACHE_MS', 1000, 0, 60_000),
    chatSendLimit: integer('CHAT_SEND_LIMIT', 30, 1, 100_000),
    chatSendWindowSeconds: integer('CHAT_SEND_WINDOW_SECONDS', 10, 1, 3600),
    shutdownGraceSeconds: integer('SHUTDOWN_GRACE_SECONDS', 10, 2, 3600),
    reconcileHour: integer('RECONCILE_HOUR', 3, 0, 23),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}
