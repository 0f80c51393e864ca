import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, WIDTHS } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The layout the app draws at a width (the domain's: under 500 px mobile). */
const layoutAt = (width: number) => (width < 500 ? 'mobile' : 'desktop');

/** The first goods of the default search. */
async function firstGoods(): Promise<{ id: number; title: string }> {
  const response = await fetch(`${baseUrl()}/api/wanlshop/common/goods?type=goods&page=1`);
  const envelope = (await response.json()) as { data: { data: { id: number; title: string }[] } };
  return envelope.data.data[0]!;
}

/**
 * A visitor's context at `width`, with the layout cookie the app writes (`layout`: the server's
 * guess is right), or without one; errors of the page and of its console collected.
 */
async function open(
  width: number,
  options: { javaScript?: boolean; layout?: 'mobile' | 'desktop' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; api: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    locale: 'en-GB',
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.layout) {
    await context.addCookies([{ name: 'bazaar_layout', value: options.layout, url: baseUrl() }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname + url.search);
  });
  return { context, page, errors, api };
}

/** Marks every element the server drew, before the app's script runs. */
async function markServerNodes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        ...document.querySelectorAll('#root *'),
      ];
    });
  });
}

/**
 * How many of the server's elements are still in the page: hydration keeps all of them. (The items
 * of react-aria's collections, tabs for one, are drawn again by react-aria once it runs in the
 * browser, by design, so they are not counted; nor are stand-ins, `data-stand-in`: the look of a
 * control whose code loads after the first paint, the header's language picker, replaced by it.)
 */
function serverNodesKept(page: Page): Promise<{ kept: number; total: number }> {
  return page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes.filter(
      (node) => !node.closest('[data-collection], [data-stand-in]'),
    );
    return { kept: nodes.filter((node) => document.contains(node)).length, total: nodes.length };
  });
}

describe.each(WIDTHS)('server-rendered pages at %i px', (width) => {
  it('show the first screen before any script runs', async () => {
    const goods = await firstGoods();
    const { context, page } = await open(width, { javaScript: false, layout: layoutAt(width) });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { name: 'Featured' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Promotions', exact: true }).count()).toBe(1);

    await page.goto(`/goods/${goods.id}`);
    expect(await page.title()).toBe(goods.title);
    expect(await page.getByRole('heading', { level: 1, name: goods.title }).count()).toBe(1);
    const ogTitle = page.locator('meta[property="og:title"]');
    expect(await ogTitle.getAttribute('content')).toBe(goods.title);
    const photo = page.getByRole('img', { name: new RegExp(`^${goods.title} 1/`) });
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    expect(await photo.getAttribute('srcset')).toContain('?w=640 640w');

    await page.goto('/category');
    expect(await page.getByRole('heading', { level: 1, name: 'Categories' }).count()).toBe(1);
    await page.goto('/cart');
    expect(await page.getByText('Your cart is empty').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrate what the server drew: no error, no element replaced, no answer fetched again', async () => {
    const goods = await firstGoods();
    for (const path of ['/', `/goods/${goods.id}`, '/category', '/cart']) {
      const { context, page, errors, api } = await open(width, { layout: layoutAt(width) });
      await markServerNodes(context);
      await page.goto(path, { waitUntil: 'networkidle' });
      const { kept, total } = await serverNodesKept(page);
      expect(total, path).toBeGreaterThan(20);
      expect(kept, `${path}: server elements kept`).toBe(total);
      expect(errors, path).toEqual([]);
      // What the server answered is not asked again. (The voucher strip is not drawn by the
      // server, and a list whose end shows loads its next page.)
      expect(
        api.filter((call) => !call.includes('/coupon/') && !/[?&]page=([2-9]|\d\d)/.test(call)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('keep what is pressed before the app runs, and do it once the app runs', async () => {
    const { context, page, errors } = await open(width, { layout: layoutAt(width) });
    // The app's scripts wait until the visitor has pressed: a phone on a slow network.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The page is drawn; its module scripts (and so DOMContentLoaded) wait.
    await page.goto('/category', { waitUntil: 'commit' });
    const fashion = page.getByRole('tab', { name: 'Fashion' });
    await fashion.waitFor();
    expect(await fashion.getAttribute('aria-selected')).toBe('false');
    await fashion.click();
    // Not yet: nothing runs that could answer.
    expect(await fashion.getAttribute('aria-selected')).toBe('false');
    release();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Fashion' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('correct a wrong layout guess without a hydration error', async () => {
    const wrong = layoutAt(width) === 'mobile' ? 'desktop' : 'mobile';
    const { context, page, errors } = await open(width, { layout: wrong });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The layout follows once the page has hydrated; the page's network going idle does not say
    // when (the service worker's precaching is not the page's network).
    await expect
      .poll(() => page.locator('html').getAttribute('data-layout'), { timeout: 15_000 })
      .toBe(layoutAt(width));
    // The mobile layout has the bottom tabs; the desktop one the header's search form.
    if (layoutAt(width) === 'mobile') {
      await page.getByRole('link', { name: 'Categories' }).first().waitFor();
    } else {
      await page.getByRole('search').first().waitFor();
    }
    // Written when the browser is idle after hydration.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'bazaar_layout')?.value)
      .toBe(layoutAt(width));
    expect(errors).toEqual([]);
    await context.close();
  });
});
