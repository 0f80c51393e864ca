import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * A stand-in for the shop app's server build: it draws the request it was given and what the API
 * answered it for the caller's own profile (`user/profile`, logged-in only), counts its renders, and
 * fails or declines on request.
 */
const FAKE_RENDERER = `
let renders = 0;
export async function render({ url, origin, language, layout, fetch }) {
  if (url.startsWith('/user')) return null;
  if (url.startsWith('/broken')) throw new Error('render failed');
  renders += 1;
  const own = await fetch('/api/wanlshop/user/profile', { method: 'GET', headers: {} });
  const body = await own.json();
  return {
    status: url.startsWith('/goods/999') ? 404 : 200,
    html: '<main>' + [url, origin, language, layout, 'render ' + renders, 'profile ' + body.code].join(' | ') + '</main>',
    styles: '<style data-styled="true">main{color:red}</style>' + '<!-- ' + 'padding '.repeat(200) + '-->',
    head: '<title>Rendered</title>',
    state: '<script type="application/json" id="bazaar-ssr">{}</script>',
  };
}
`;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Bazaar</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let shopDist: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  shopDist = await mkdtemp(path.join(tmpdir(), 'bazaar-ssr-'));
  await mkdir(path.join(shopDist, 'server'));
  await writeFile(path.join(shopDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(shopDist, 'server', 'entry-server.js'), FAKE_RENDERER);
  t = await createTestApp({ env: { SHOP_DIST: shopDist } });
  token = await t.login('buyer');
});
afterAll(async () => {
  await t?.close();
  await rm(shopDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/125.0';

describe('server-rendered pages', () => {
  it('fills the page template: lang and layout on <html>, head, styles, markup and state', async () => {
    const page = await get('/goods/1?from=home', {
      cookie: 'bazaar_lang=th; bazaar_layout=mobile',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toContain('Cookie');
    expect(page.body).toContain('<html lang="th" data-layout="mobile">');
    expect(page.body).toContain('<title>Rendered</title>');
    expect(page.body).not.toContain('<title>Bazaar</title>');
    expect(page.body).toMatch(
      /<style data-styled="true">main{color:red}<\/style><!-- [^>]*--><\/head>/,
    );
    expect(page.body).toContain(
      '<div id="root"><main>/goods/1?from=home | http://localhost:80 | th | mobile',
    );
    expect(page.body).toContain('</main></div><script type="application/json" id="bazaar-ssr">');
  });

  it.each([
    ['the layout cookie', { cookie: 'bazaar_layout=desktop', 'user-agent': ANDROID }, 'desktop'],
    ['Sec-CH-UA-Mobile ?1', { 'sec-ch-ua-mobile': '?1', 'user-agent': WINDOWS }, 'mobile'],
    ['Sec-CH-UA-Mobile ?0', { 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID }, 'desktop'],
    ['a phone User-Agent', { 'user-agent': ANDROID }, 'mobile'],
    ['a desktop User-Agent', { 'user-agent': WINDOWS }, 'desktop'],
    ['nothing', {}, 'desktop'],
    [
      'a layout cookie of junk',
      { cookie: 'bazaar_layout=tablet', 'user-agent': ANDROID },
      'mobile',
    ],
  ])('takes the layout from %s', async (_name, headers, layout) => {
    const page = await get(`/category?layout-test=${encodeURIComponent(_name)}`, headers);
    expect(page.body).toContain(`data-layout="${layout}"`);
  });

  it.each([
    ['bazaar_lang=zh-cn', 'zh-CN', 'zh-cn'],
    ['bazaar_lang=spa', 'es', 'spa'],
    ['bazaar_lang=klingon', 'en', 'en'],
    ['', 'en', 'en'],
  ])(
    'renders in the language of the cookie (%s), English without one',
    async (cookie, tag, code) => {
      const page = await get(`/search?lang-test=${code}-${tag}`, cookie ? { cookie } : {});
      expect(page.body).toContain(`<html lang="${tag}"`);
      expect(page.body).toContain(` | ${code} | `);
    },
  );

  it('keeps a page for a moment per path, language and layout', async () => {
    const first = await get('/shop/3', { cookie: 'bazaar_lang=en; bazaar_layout=mobile' });
    const again = await get('/shop/3', { cookie: 'bazaar_lang=en; bazaar_layout=mobile' });
    const otherLayout = await get('/shop/3', { cookie: 'bazaar_lang=en; bazaar_layout=desktop' });
    const otherLanguage = await get('/shop/3', { cookie: 'bazaar_lang=ja; bazaar_layout=mobile' });
    const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];
    expect(renderOf(again.body)).toBe(renderOf(first.body));
    expect(renderOf(otherLayout.body)).not.toBe(renderOf(first.body));
    expect(renderOf(otherLanguage.body)).not.toBe(renderOf(first.body));
  });

  it("renders for a visitor whoever asks: the caller's token and cookies never reach the API", async () => {
    const loggedIn = await get('/shop/7', {
      token,
      authorization: `Bearer ${token}`,
      cookie: `token=${token}; bazaar_layout=mobile`,
    });
    // The page's own profile call was a visitor's (401), although the request was a buyer's.
    expect(loggedIn.body).toContain('profile 401');
    const visitor = await get('/shop/7', { cookie: 'bazaar_layout=mobile' });
    expect(visitor.body).toBe(loggedIn.body);
  });

  it('compresses a page like every other answer', async () => {
    const page = await get('/category?compressed', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers['vary'])).toMatch(/accept-encoding/i);
  });

  it("answers the renderer's status", async () => {
    expect((await get('/goods/999')).statusCode).toBe(404);
  });

  it.each(['/user/wallet', '/broken'])(
    'answers the app shell for a page the server does not render (%s)',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<title>Bazaar</title>');
    },
  );

  it('never renders the API, uploads or assets', async () => {
    expect((await get('/api/nothing')).json()).toMatchObject({ code: 0 });
    expect((await get('/assets/nothing.js')).statusCode).toBe(404);
  });
});
