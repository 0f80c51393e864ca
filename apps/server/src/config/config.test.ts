import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_ROOT } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'bazaar:',
      dataDir: path.join(SERVER_ROOT, '.data'),
      shopDist: path.resolve(SERVER_ROOT, '../shop/dist'),
      publicOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      tokenTtlSeconds: 604_800,
      autoConfirmDays: 7,
      unpaidCancelMinutes: 30,
      shippingDeadlineHours: 48,
      withdrawFeeRate: '0.01',
      withdrawTaxRate: '0',
      withdrawMin: '10.00',
      uploadMaxBytes: 5 * 1024 * 1024,
      trustProxy: false,
      seed: true,
      logLevel: 'info',
      timeZone: 'UTC',
      catalogueCacheMs: 1000,
      chatSendLimit: 30,
      chatSendWindowSeconds: 10,
      shutdownGraceSeconds: 10,
      reconcileHour: 3,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'staging:',
      DATA_DIR: '/var/lib/bazaar',
      PUBLIC_ORIGINS: 'https://shop.example.com, https://m.example.com/',
      TOKEN_TTL_SECONDS: '3600',
      AUTO_CONFIRM_DAYS: '10',
      SHIPPING_DEADLINE_HOURS: '24',
      WITHDRAW_FEE_RATE: '0.015',
      WITHDRAW_TAX_RATE: '0.05',
      WITHDRAW_MIN: '50',
      UPLOAD_MAX_BYTES: '2048',
      TRUST_PROXY: 'true',
      SEED: 'no',
      LOG_LEVEL: 'warn',
      TIME_ZONE: 'Asia/Shanghai',
      CATALOGUE_CACHE_MS: '0',
      CHAT_SEND_LIMIT: '100',
      CHAT_SEND_WINDOW_SECONDS: '60',
      SHUTDOWN_GRACE_SECONDS: '30',
      RECONCILE_HOUR: '0',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'staging:',
      dataDir: '/var/lib/bazaar',
      publicOrigins: ['https://shop.example.com', 'https://m.example.com'],
      tokenTtlSeconds: 3600,
      autoConfirmDays: 10,
      shippingDeadlineHours: 24,
      withdrawFeeRate: '0.015',
      withdrawTaxRate: '0.05',
      withdrawMin: '50',
      uploadMaxBytes: 2048,
      trustProxy: true,
      seed: false,
      logLevel: 'warn',
      timeZone: 'Asia/Shanghai',
      catalogueCacheMs: 0,
      chatSendLimit: 100,
      chatSendWindowSeconds: 60,
      shutdownGraceSeconds: 30,
      reconcileHour: 0,
    });
  });

  it.each([
    ['true', true],
    ['no', false],
    ['127.0.0.1', '127.0.0.1'],
    [' 127.0.0.1, 10.0.0.0/8 ,::1 ', '127.0.0.1,10.0.0.0/8,::1'],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['REDIS_PREFIX', 'has spaces'],
    ['PUBLIC_ORIGINS', 'shop.example.com'],
    ['TOKEN_TTL_SECONDS', '10'],
    ['AUTO_CONFIRM_DAYS', '0'],
    ['UNPAID_CANCEL_MINUTES', '0'],
    ['SHIPPING_DEADLINE_HOURS', '-1'],
    ['WITHDRAW_FEE_RATE', '1.5'],
    ['WITHDRAW_FEE_RATE', '0.00001'],
    ['WITHDRAW_MIN', '10.001'],
    ['UPLOAD_MAX_BYTES', '10'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '127.0.0.1,not-an-address.'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['LOG_LEVEL', 'loud'],
    ['TIME_ZONE', 'Mars/Olympus_Mons'],
    ['CATALOGUE_CACHE_MS', '60001'],
    ['CHAT_SEND_LIMIT', '0'],
    ['CHAT_SEND_WINDOW_SECONDS', '3601'],
    ['SHUTDOWN_GRACE_SECONDS', '1'],
    ['RECONCILE_HOUR', '24'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toContain(name);
    }
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y', WITHDRAW_MIN: 'z' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
