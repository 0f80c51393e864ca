import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors/errors.js';
import { DOMAIN_MESSAGE_KEYS } from './message-keys.js';

const NAMESPACES = [
  'common',
  'shop',
  'user',
  'order',
  'refund',
  'wallet',
  'merchant',
  'chat',
  'admin',
  'errors',
];
const KEY = /^([a-z]+):([a-z0-9_]+(?:\.[a-z0-9_]+)*)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('DOMAIN_MESSAGE_KEYS', () => {
  it('are well-formed keys of the product namespaces, sorted and unique', () => {
    for (const key of DOMAIN_MESSAGE_KEYS) {
      const match = KEY.exec(key);
      expect(match, key).not.toBeNull();
      expect(NAMESPACES, key).toContain(match![1]);
    }
    expect([...DOMAIN_MESSAGE_KEYS].sort()).toEqual(DOMAIN_MESSAGE_KEYS);
    expect(new Set(DOMAIN_MESSAGE_KEYS).size).toBe(DOMAIN_MESSAGE_KEYS.length);
  });

  it('include the message of every error code', () => {
    for (const code of ERROR_CODES) expect(DOMAIN_MESSAGE_KEYS).toContain(`errors:${code}`);
  });

  it('no key is also the parent of another (a JSON leaf cannot be an object)', () => {
    for (const key of DOMAIN_MESSAGE_KEYS) {
      expect(
        DOMAIN_MESSAGE_KEYS.some((other) => other.startsWith(`${key}.`)),
        key,
      ).toBe(false);
    }
  });

  it('include every key written literally in the domain sources', () => {
    const root = new URL('..', import.meta.url).pathname;
    const literal = /'([a-z]+:[a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g;
    const missing: string[] = [];
    for (const file of sources(root)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(literal)) {
        if (NAMESPACES.includes(key!.split(':')[0]!) && !DOMAIN_MESSAGE_KEYS.includes(key!))
          missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('include every key built from a template in the domain sources', () => {
    // `order:status.${state}` becomes the pattern ^order:status\.[a-z0-9_]+$; each such pattern
    // must match at least one listed key, so a key builder with no listed keys is caught.
    const root = new URL('..', import.meta.url).pathname;
    const template = /`([a-z]+:[a-z0-9_.]*)\$\{[^}]+\}([a-z0-9_.]*)`/g;
    for (const file of sources(root)) {
      for (const [, prefix, suffix] of readFileSync(file, 'utf8').matchAll(template)) {
        if (!NAMESPACES.includes(prefix!.split(':')[0]!)) continue;
        const pattern = new RegExp(
          `^${prefix!.replaceAll('.', '\\.')}[a-z0-9_]+${suffix!.replaceAll('.', '\\.')}$`,
        );
        expect(
          DOMAIN_MESSAGE_KEYS.some((key) => pattern.test(key)),
          `${file}: ${prefix}\${...}${suffix}`,
        ).toBe(true);
      }
    }
  });
});
