import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ReactNode } from 'react';
import {
  SSR_STATE_ID,
  readSsrState,
  seedSwrCache,
  serializeSsrState,
  skipSeededRevalidation,
} from './ssr-state.js';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SSR_STATE_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('the server state of a page', () => {
  it('travels as JSON that no text in it can end early', () => {
    const state = {
      language: 'th' as const,
      layout: 'desktop' as const,
      seed: [['GET /x', { title: '</script><script>alert(1)</script>' }] as const],
    };
    const text = serializeSsrState(state);
    expect(text).not.toContain('</script>');
    expect(readSsrState(pageWith(text))).toEqual(state);
  });

  it.each([
    ['no state', null],
    ['broken JSON', '{"language":'],
    ['an unknown layout', '{"language":"en","layout":"tablet","seed":[]}'],
    ['an unknown language', '{"language":"xx","layout":"mobile","seed":[]}'],
    ['no seed', '{"language":"en","layout":"mobile"}'],
  ])('is null with %s', (_name, text) => {
    expect(readSsrState(pageWith(text))).toBeNull();
  });
});

describe('SWR from the server', () => {
  it('starts with the answers and does not fetch a seeded key as it mounts', async () => {
    const cache = new Map<string, unknown>();
    seedSwrCache(cache, [
      ['GET /a', { name: 'server' }],
      ['$inf$GET /list {"page":1}', [{ data: [1] }]],
    ]);
    expect(cache.get('$inf$GET /list {"page":1}')).toEqual({ data: [{ data: [1] }], _l: 1 });
    const seeded = new Set(['GET /a']);
    const fetcher = vi.fn(async (key: string) => ({ name: `fetched ${key}` }));
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SWRConfig
        value={{
          provider: () => cache as Map<string, never>,
          use: [skipSeededRevalidation(seeded)],
        }}
      >
        {children}
      </SWRConfig>
    );
    const seededHook = renderHook(() => useSWR('GET /a', fetcher), { wrapper });
    expect(seededHook.result.current.data).toEqual({ name: 'server' });
    const other = renderHook(() => useSWR('GET /b', fetcher), { wrapper });
    await waitFor(() => expect(other.result.current.data).toEqual({ name: 'fetched GET /b' }));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(seededHook.result.current.data).toEqual({ name: 'server' });
  });

  it('does not revalidate a seeded paged list as it mounts (no render after the first)', async () => {
    const cache = new Map<string, unknown>();
    seedSwrCache(cache, [['$inf$GET /list {"page":1}', [{ data: [1] }]]]);
    const seeded = new Set(['$inf$GET /list {"page":1}']);
    const fetcher = vi.fn(async () => ({ data: [2] }));
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SWRConfig
        value={{
          provider: () => cache as Map<string, never>,
          use: [skipSeededRevalidation(seeded)],
        }}
      >
        {children}
      </SWRConfig>
    );
    let renders = 0;
    const list = renderHook(
      () => {
        renders += 1;
        return useSWRInfinite((index) => `GET /list {"page":${index + 1}}`, fetcher);
      },
      { wrapper },
    );
    expect(list.result.current.data).toEqual([{ data: [1] }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.result.current.isValidating).toBe(false);
    expect(renders).toBe(1);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
