import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routesFor } from '@bazaar/domain';
import { FIRST_LOAD_TEXT_ROUTES, buildRoutes } from './routes.js';

function find(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children ? find(route.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const Screen = () => null;

describe('buildRoutes', () => {
  it('loads the areas texts with the screen of a logged-in route, not with a public one', async () => {
    const loadAreaTexts = vi.fn(() => Promise.resolve());
    const loadAccountTexts = vi.fn(() => Promise.resolve());
    const context = {
      getSession: () => ({ token: null, userinfo: null }),
      notify: () => {},
      loadAreaTexts,
      loadAccountTexts,
    };
    const screens = {
      home: () => Promise.resolve(Screen),
      goods: () => Promise.resolve(Screen),
      mt_console: () => Promise.resolve(Screen),
    };
    const routes = buildRoutes('mobile', context, screens);
    const lazy = (id: string) => find(routes, id)!.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy('home')()).Component).toBe(Screen);
    expect(loadAreaTexts).not.toHaveBeenCalled();
    expect(loadAccountTexts).not.toHaveBeenCalled();
    // The goods page draws the account's voucher texts: those alone.
    expect((await lazy('goods')()).Component).toBe(Screen);
    expect(loadAccountTexts).toHaveBeenCalledTimes(1);
    expect(loadAreaTexts).not.toHaveBeenCalled();
    expect((await lazy('mt_console')()).Component).toBe(Screen);
    expect(loadAreaTexts).toHaveBeenCalledTimes(1);
  });

  it('names only routes of the public tables as drawing the first load alone', () => {
    const publicIds = new Set(
      [...routesFor('mobile'), ...routesFor('desktop')]
        .filter((def) => def.auth === 0)
        .map((def) => def.id),
    );
    for (const id of FIRST_LOAD_TEXT_ROUTES) expect(publicIds.has(id), id).toBe(true);
  });

  it('shows the error screen when the areas texts cannot be loaded', async () => {
    const context = {
      getSession: () => ({ token: null, userinfo: null }),
      notify: () => {},
      loadAreaTexts: () => Promise.reject(new Error('offline')),
    };
    const routes = buildRoutes('mobile', context, { mt_console: () => Promise.resolve(Screen) });
    const { Component } = await (
      find(routes, 'mt_console')!.lazy as () => Promise<{
        Component: () => unknown;
      }>
    )();
    expect(Component).not.toBe(Screen);
    expect(() => Component()).toThrow('offline');
  });
});
