/**
 * Server rendering of the public shopper pages (`vite build --ssr`, loaded by `apps/server`):
 * `render()` draws a page for an anonymous visitor in a language and a layout, with the answers
 * of the public API it needs, its styles (styled-components' `ServerStyleSheet`) and what its
 * head needs (title, description, Open Graph). Nothing of a visitor is read: a page is the same
 * for everyone with the same language and layout, so the server may keep it for a moment.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { i18n as I18n } from 'i18next';
import * as contract from '@bazaar/api/contract';
import type { AnyEndpoint, FetchLike } from '@bazaar/api';
import { inputFromKey } from '@bazaar/api/swr';
import { imageSrcSet } from '@bazaar/api/images';
import {
  matchRoute,
  resolveCurrency,
  routesFor,
  toEnteredAmount,
  type LanguageCode,
  type Layout,
} from '@bazaar/domain';
import { createI18n } from '@bazaar/i18n';
import { AppProviders } from './app/app.js';
import { AppInfoLoader, toCurrencyEntries } from './features/catalogue/app-info.js';
import { buildRoutes } from './app/router/routes.js';
import { createServices } from './app/services.js';
import { HeadContext, type HeadCollector } from './app/ssr/head.js';
import {
  INFINITE_PREFIX,
  SSR_STATE_ID,
  recordKeys,
  seedSwrCache,
  serializeSsrState,
  type SeedEntry,
} from './app/ssr/ssr-state.js';

/** The routes the server renders: the public shopper pages and the cart's shell. */
export const SSR_ROUTE_IDS: ReadonlySet<string> = new Set([
  'home',
  'search',
  'category',
  'cart',
  'goods',
  'goods_comment',
  'shop',
  'shop_category',
  'shop_goods',
]);

/** What the server asks for. */
export interface RenderRequest {
  /** The path and query (`/goods/8?x=1`). */
  readonly url: string;
  /** The site's origin (`https://shop.example`), for absolute Open Graph addresses. */
  readonly origin: string;
  readonly language: LanguageCode;
  readonly layout: Layout;
  /** Calls the API in the same process (`/api/...`), as a visitor. */
  readonly fetch: FetchLike;
}

/** A rendered page. */
export interface RenderedPage {
  /** 200, or 404 for a goods or shop that does not exist. */
  readonly status: number;
  /** The markup inside `#root`. */
  readonly html: string;
  /** `<style>` elements of the page. */
  readonly styles: string;
  /** The main picture's preload, `<title>`, description, Open Graph and the page's chunks. */
  readonly head: string;
  /** The `<script type="application/json">` the app hydrates from. */
  readonly state: string;
}

/**
 * React's own `<link rel="preload">` of the page's main picture (an `<img fetchPriority="high">`),
 * which `renderToString` writes at the start of the markup: moved into the head, before the app's
 * script, so that the picture is asked for first.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/** The chunks each layout and route loads after the entry (`scripts/page-preloads.ts`). */
interface PagePreloads {
  readonly shells: Readonly<Record<string, readonly string[]>>;
  readonly routes: Readonly<Record<string, readonly string[]>>;
}

let pagePreloads: PagePreloads | null | undefined;

/**
 * The chunks the page loads after the entry (its layout's shell, its screen and what they import),
 * from the client build's `.vite/page-preloads.json` beside this server build, as
 * `<meta name="bazaar-chunks">`: the page's start script (`scripts/start-after-picture-plugin.ts`)
 * asks for them with the entry instead of after it has run. Nothing when the file is missing.
 */
function chunkPreloads(layout: Layout, routeId: string): string {
  if (pagePreloads === undefined) {
    try {
      const file = new URL('../.vite/page-preloads.json', import.meta.url);
      pagePreloads = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
    } catch {
      pagePreloads = null;
    }
  }
  if (!pagePreloads) return '';
  const files = new Set([
    ...(pagePreloads.shells[layout] ?? []),
    ...(pagePreloads.routes[routeId] ?? []),
  ]);
  const paths = [...files].map((file) => `/${file}`).join(' ');
  return `<meta name="bazaar-chunks" content="${escapeHtml(paths)}">`;
}

/** The contract's endpoints by `METHOD path`, to call the keys a render asked for. */
const ENDPOINTS = new Map<string, AnyEndpoint>();
for (const area of Object.values(contract)) {
  if (typeof area !== 'object' || area === null) continue;
  for (const value of Object.values(area as Record<string, unknown>)) {
    const endpoint = value as Partial<AnyEndpoint> | null;
    if (endpoint && typeof endpoint.path === 'string' && typeof endpoint.method === 'string') {
      ENDPOINTS.set(`${endpoint.method} ${endpoint.path}`, endpoint as AnyEndpoint);
    }
  }
}

function endpointOf(key: string): AnyEndpoint | undefined {
  const [method, path] = key.split(' ');
  const endpoint = ENDPOINTS.get(`${method} ${path}`);
  // Only what anyone may read: the server renders for a visitor.
  return endpoint && (endpoint.auth === 'public' || endpoint.auth === 'optional')
    ? endpoint
    : undefined;
}

/** One i18next instance per language, shared by renders (they never change its language). */
const instances = new Map<LanguageCode, Promise<I18n>>();
function i18nFor(language: LanguageCode): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n({ language })));
  return instance;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The passes a render may take: each fetches what the previous one asked for. */
const MAX_PASSES = 3;

/** The description meta of a text: one line, at most 160 characters. */
function describe(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

interface GoodsForHead {
  title: string;
  image: string;
  price: string;
  description: string;
  content: string;
}

/**
 * Renders the page at `url`, or answers null for a page the server does not render (the app
 * draws it in the browser from the empty shell).
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  const match = matchRoute(routesFor(request.layout), url.pathname);
  if (!match || !SSR_ROUTE_IDS.has(match.route.id)) return null;

  const i18n = await i18nFor(request.language);
  const services = createServices({ i18n, storage: null, fetch: request.fetch, serverCart: null });
  // Refusals are part of the page (not found, a retry): nothing to toast on the server.
  const routes = buildRoutes(request.layout, {
    getSession: () => ({ token: null, userinfo: null }),
    notify: () => undefined,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const answers = new Map<string, unknown>();
  const fetched = new Set<string>();
  let status = 200;
  let html = '';
  let styles = '';
  const head: HeadCollector = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const recorder = recordKeys();
    const cache = new Map<string, unknown>();
    seedSwrCache(cache, [...answers]);
    const sheet = new ServerStyleSheet();
    try {
      const router = createStaticRouter(handler.dataRoutes, context);
      html = renderToString(
        sheet.collectStyles(
          <HeadContext.Provider value={head}>
            <AppProviders
              services={services}
              layout={request.layout}
              swrCache={cache}
              swrUse={[recorder.middleware]}
            >
              <AppInfoLoader />
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </HeadContext.Provider>,
        ),
      );
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    const wanted = [
      ...[...recorder.keys].map((key) => ({ key, list: false })),
      ...[...recorder.pagedLists].map((key) => ({ key, list: true })),
    ].filter(({ key, list }) => !fetched.has(list ? INFINITE_PREFIX + key : key));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(async ({ key, list }) => {
        fetched.add(list ? INFINITE_PREFIX + key : key);
        const endpoint = endpointOf(key);
        if (!endpoint) return;
        try {
          const data = await services.client.call(endpoint, inputFromKey(endpoint, key), {
            silent: true,
          });
          answers.set(key, data);
          if (list) answers.set(INFINITE_PREFIX + key, [data]);
        } catch (error) {
          // The page shows what the browser shows for it (not found, a retry).
          const code = (error as { status?: number | null }).status;
          if (code === 404) status = 404;
        }
      }),
    );
  }

  const seed: SeedEntry[] = [...answers];
  const title = head.title ?? 'Bazaar';
  const t = i18n.getFixedT(request.language);
  const goods =
    match.route.id === 'goods'
      ? (seed.find(([key]) => key.startsWith('GET /wanlshop/goods/detail'))?.[1] as
          GoodsForHead | undefined)
      : undefined;
  const description = goods
    ? describe(goods.description || goods.content || goods.title)
    : describe(`${title} · ${t('shop:meta.description')}`);
  const absolute = (path: string) => new URL(path, request.origin).toString();
  const meta = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="Bazaar">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(url.pathname + url.search))}">`,
  ];
  if (goods) {
    const picture = imageSrcSet(goods.image) ? `${goods.image}?w=1080` : goods.image;
    meta.push(
      `<meta property="og:type" content="product">`,
      `<meta property="og:image" content="${escapeHtml(absolute(picture))}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
    // The price as the page shows it to this language: in its currency, at its decimals.
    const info = seed.find(([key]) => key.startsWith('GET /wanlshop/common/info'))?.[1] as
      contract.AppInfo | undefined;
    const currency = info ? resolveCurrency(toCurrencyEntries(info), request.language) : null;
    if (currency?.code) {
      meta.push(
        `<meta property="product:price:amount" content="${escapeHtml(toEnteredAmount(goods.price, currency))}">`,
        `<meta property="product:price:currency" content="${escapeHtml(currency.code)}">`,
      );
    }
  } else {
    meta.push(`<meta property="og:type" content="website">`);
  }
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState({
    language: request.language,
    layout: request.layout,
    seed,
  })}</script>`;
  const picture = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return {
    status,
    html: html.slice(picture.length),
    styles,
    head: picture + meta.join('') + chunkPreloads(request.layout, match.route.id),
    state,
  };
}
