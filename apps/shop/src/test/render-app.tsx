import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { SessionAnswer } from '@bazaar/api/contract';
import type { CartAddInput, LanguageCode, Layout } from '@bazaar/domain';
import { createI18n } from '@bazaar/i18n';
import { App, AppProviders } from '../app/app.js';
import { browserRouterFactory, type RouterFactory } from '../app/router/router-host.js';
import type { ScreenLoader } from '../app/router/screens.js';
import { createServices, type AppServices } from '../app/services.js';
import type { ServerCart } from '../features/cart/server-cart.js';
import { applyCartAction, setSession } from '../state/index.js';
import { createFakeServer, type FakeServer } from './fake-server.js';
import { appInfo } from './fixtures.js';

const rendered = new Set<AppServices>();

/** The server of a test: the given one (or a new one) answering `common/info` unless it does. */
function withAppInfo(server: FakeServer = createFakeServer()): FakeServer {
  if (!server.has('GET /wanlshop/common/info')) {
    server.on('GET /wanlshop/common/info', () => ({ data: appInfo() }));
  }
  return server;
}

/** Disposes the routers of every app rendered by the test (run after each test). */
export function disposeRenderedApps(): void {
  for (const services of rendered) services.router.dispose();
  rendered.clear();
}

/**
 * Records every toast the app shows (a toast lasts 2 s, which a busy test machine can outlast
 * before the assertion runs). Returns the messages shown so far.
 */
function recordToasts(services: AppServices): () => string[] {
  const shown: string[] = [];
  const add = services.toasts.add.bind(services.toasts);
  services.toasts.add = (content, options) => {
    shown.push(content.message);
    return add(content, options);
  };
  return () => [...shown];
}

/** Waits until `app` has shown a toast with `message`. */
export async function expectToast(app: { toasts(): string[] }, message: string): Promise<void> {
  await waitFor(() => expect(app.toasts()).toContain(message));
}

/** Logs in and fills the cart as a test's options say, before the app renders. */
function seed(
  services: AppServices,
  { session, cart = [] }: Pick<RenderAppOptions, 'session' | 'cart'>,
) {
  if (session) setSession(services.store, session, services.now());
  for (const line of cart) applyCartAction(services.store, { type: 'add', goods: line });
}

/** Makes the window `width` px wide and tells the app (a `resize` event). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Routers over memory history, starting at the given path. */
export const memoryRouterFactory: RouterFactory = (routes, path) =>
  createMemoryRouter(routes, { initialEntries: [path] });

/** Options of {@link renderApp}. */
export type RenderAppOptions = {
  /** The first path. @default '/' */
  path?: string;
  /** The window width. @default 375 (mobile) */
  width?: number;
  /** @default a fake server with no routes */
  server?: FakeServer;
  /** @default 'en' */
  language?: LanguageCode;
  /** Logged in with this answer before the app starts. */
  session?: SessionAnswer;
  /** Lines in the cart before the app starts. */
  cart?: readonly CartAddInput[];
  /**
   * The server cart: `'api'` for the real one over the fake server, a fake object, or (the
   * default) none, so that tests not about the cart need no cart routes.
   */
  serverCart?: ServerCart | 'api' | null;
  screens?: Readonly<Record<string, ScreenLoader>>;
  /** @default Date.now */
  now?: () => number;
  /**
   * `'browser'`: the app's own router over jsdom's `window.history` (for what the browser's
   * history does: back, overlays' history entries), starting at `path`. @default 'memory'
   */
  history?: 'memory' | 'browser';
};

/**
 * Renders the whole app as a user gets it (providers, router with the guard, shells, lazy
 * screens) over a memory router and a fake server, with the real English pack.
 */
export async function renderApp(options: RenderAppOptions = {}) {
  const server = withAppInfo(options.server);
  setWindowWidth(options.width ?? 375);
  const i18n = await createI18n({
    language: options.language ?? 'en',
    storage: window.localStorage,
  });
  if (options.history === 'browser') {
    // A step back an overlay of an earlier test asked for lands first (jsdom traverses the
    // history two tasks later), then the test's page becomes the current entry.
    for (let hop = 0; hop < 3; hop += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    window.history.replaceState(null, '', options.path ?? '/');
  }
  const services: AppServices = createServices({
    i18n,
    storage: window.localStorage,
    fetch: server.fetch,
    createRouter: options.history === 'browser' ? browserRouterFactory : memoryRouterFactory,
    initialPath: options.path ?? '/',
    ...(options.screens ? { screens: options.screens } : {}),
    ...(options.serverCart === 'api' ? {} : { serverCart: options.serverCart ?? null }),
    ...(options.now ? { now: options.now } : {}),
  });
  rendered.add(services);
  const toasts = recordToasts(services);
  seed(services, options);
  const user = userEvent.setup({ delay: null });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<App services={services} />);
  });
  return {
    ...result,
    services,
    server,
    user,
    /** The current path with its query. */
    path: () => services.router.currentPath(),
    /** The messages of every toast shown so far. */
    toasts,
  };
}

/**
 * Renders `ui` inside the app's providers (services, store, UI, SWR, API client, confirmation)
 * without a router: for hooks and sections that do not navigate.
 */
export async function renderWithProviders(
  ui: ReactNode,
  options: Pick<RenderAppOptions, 'server' | 'language' | 'session' | 'cart'> & {
    layout?: Layout;
  } = {},
) {
  const server = withAppInfo(options.server);
  const i18n = await createI18n({ language: options.language ?? 'en' });
  const services = createServices({ i18n, fetch: server.fetch, createRouter: memoryRouterFactory });
  const toasts = recordToasts(services);
  seed(services, options);
  const user = userEvent.setup({ delay: null });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <AppProviders services={services} layout={options.layout ?? 'mobile'}>
        {ui}
      </AppProviders>,
    );
  });
  return { ...result, services, server, user, toasts };
}
