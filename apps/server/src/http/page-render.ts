import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  PREFERENCE_COOKIES,
  isLanguageCode,
  type LanguageCode,
  type Layout,
} from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the shop app's server build (`apps/shop/dist/server/entry-server.js`) exports. */
interface ShopRenderer {
  render(request: {
    url: string;
    origin: string;
    language: LanguageCode;
    layout: Layout;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    html: string;
    styles: string;
    head: string;
    state: string;
  } | null>;
}

/** A rendered page as sent. */
interface RenderedAnswer {
  readonly status: number;
  readonly body: string;
}

/** How long a rendered page is reused for the same path, language and layout. */
export const PAGE_CACHE_MS = 2000;

/** At most this many pages are kept; the oldest go first. */
const PAGE_CACHE_ENTRIES = 500;

/** The value of a cookie of the request, or undefined. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i;

/**
 * The layout to render: the visitor's cookie (written by the app when it knows the window's
 * width), else a guess from `Sec-CH-UA-Mobile` or the User-Agent. A wrong guess corrects itself
 * in the browser right after hydration.
 */
export function layoutOf(request: FastifyRequest): Layout {
  const chosen = cookie(request, PREFERENCE_COOKIES.layout);
  if (chosen === 'mobile' || chosen === 'desktop') return chosen;
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return MOBILE_USER_AGENT.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

/**
 * The language to render: the visitor's cookie (written by the app when the language is chosen),
 * else the default, as the app starts for a visitor who never chose one.
 */
export function languageOf(request: FastifyRequest): LanguageCode {
  const chosen = cookie(request, PREFERENCE_COOKIES.language);
  return isLanguageCode(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** Renders the shop's public pages on the server, keeping each for {@link PAGE_CACHE_MS}. */
export interface PageRenderer {
  /** The page for a request, or null when the app draws it in the browser. */
  answer(request: FastifyRequest): Promise<RenderedAnswer | null>;
}

/**
 * Loads the shop app's server build from `shopDist` (`server/entry-server.js`), when there is
 * one, and the page template (`index.html`). Pages are rendered for a visitor (the API is called
 * in-process, without the request's token or cookies), so a page is the same for everyone with
 * the same language and layout and may be kept for a moment; nothing personal is in it.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  shopDist: string,
): Promise<PageRenderer | null> {
  const entry = path.join(shopDist, 'server', 'entry-server.js');
  const templateFile = path.join(shopDist, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as ShopRenderer;
  const template = readFileSync(templateFile, 'utf8');
  const cache = new Map<string, { answer: RenderedAnswer | null; expires: number }>();

  const fetchInProcess = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        'accept-language': String(new Headers(init.headers).get('accept-language') ?? ''),
      },
    });
    return new Response(response.body, { status: response.statusCode });
  };

  const fill = (
    page: NonNullable<Awaited<ReturnType<ShopRenderer['render']>>>,
    language: LanguageCode,
    layout: Layout,
  ) =>
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${localeOf(language)}" data-layout="${layout}"`)
      .replace(/<title>[^<]*<\/title>/, page.head)
      .replace('</head>', `${page.styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);

  return {
    async answer(request) {
      const language = languageOf(request);
      const layout = layoutOf(request);
      const key = `${language}|${layout}|${request.url}`;
      const now = Date.now();
      const kept = cache.get(key);
      if (kept && kept.expires > now) return kept.answer;
      const page = await renderer.render({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        language,
        layout,
        fetch: fetchInProcess,
      });
      const answer = page ? { status: page.status, body: fill(page, language, layout) } : null;
      cache.delete(key);
      cache.set(key, { answer, expires: now + PAGE_CACHE_MS });
      if (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return answer;
    },
  };
}

/** Sends a rendered page: revalidated on every visit, different per language and layout cookie. */
export function sendPage(reply: FastifyReply, page: RenderedAnswer) {
  return reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
    .type('text/html; charset=utf-8')
    .send(page.body);
}
