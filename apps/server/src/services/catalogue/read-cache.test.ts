import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('reuses an answer until it is ttl old, then loads again', async () => {
    const time = clock();
    const cache = new ReadCache<number>(1000, 10, time.now);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent requests of a key', async () => {
    const cache = new ReadCache<string>(1000, 10, clock().now);
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next request loads again', async () => {
    const cache = new ReadCache<string>(1000, 10, clock().now);
    await expect(cache.get('k', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('drops the oldest stored entry beyond its size', async () => {
    const cache = new ReadCache<string>(1000, 2, clock().now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 'a2';
    });
    expect(reloaded).toBe(true);
    expect(await cache.get('c', async () => 'c2')).toBe('c');
  });

  it('is off with a ttl of 0', async () => {
    const cache = new ReadCache<number>(0, 10, clock().now);
    let loads = 0;
    await cache.get('a', async () => (loads += 1));
    await cache.get('a', async () => (loads += 1));
    expect(loads).toBe(2);
  });
});
