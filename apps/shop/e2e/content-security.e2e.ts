import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectPath, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

/**
 * The app under the server's Content-Security-Policy (issue 16): every page of the main journeys
 * (a visitor browsing, a buyer's cart, wallet, orders and chat over the websocket, a merchant's
 * console, the operator's) loads, runs and draws with no violation reported, in either layout;
 * and no other page may frame it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records every CSP violation the page reports (events and console messages) into `found`. */
async function watchViolations(page: Page, found: string[]): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation|Permissions-Policy/i.test(text)) {
      found.push(`${page.url()}: ${text}`);
    }
  });
}

/** Opens `path` and waits until the app has drawn its main landmark and its images. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await page.getByRole('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each(WIDTHS)('the content security policy at %i px', (width) => {
  it('lets every page of the main journeys run with no violation', async () => {
    const { context, page, errors } = await openPage(browser, width);
    const violations: string[] = [];
    await watchViolations(page, violations);

    // A visitor browsing: home, categories, a search, a goods page, a shop.
    await visit(page, '/');
    await visit(page, '/category');
    await visit(page, '/search?keyword=shirt');
    const goods = page.locator('a[href^="/goods/"]').first();
    await visit(page, '/');
    await goods.waitFor();
    await goods.click();
    await expectPath(page, /^\/goods\/\d+/);
    await page.waitForLoadState('networkidle');
    await visit(page, '/shop/1');

    // A buyer: cart, wallet, orders, and a chat with a shop over the websocket.
    const socket = page.waitForEvent('websocket', { timeout: 30_000 });
    await logIn(page, 'buyer', 'buyer123');
    await visit(page, '/cart');
    await visit(page, '/user/wallet');
    await visit(page, '/user/recharge');
    await visit(page, '/user/order');
    await visit(page, '/user/service');
    const ws = await socket;
    expect(ws.url()).toBe(`${baseUrl().replace(/^http/, 'ws')}/ws`);
    expect(ws.isClosed()).toBe(false);

    // A merchant's console and an operator's.
    await page.evaluate(() => window.localStorage.clear());
    await logIn(page, 'merchant', 'merchant123');
    await visit(page, '/mt');
    await visit(page, '/mt/goods');
    await visit(page, '/mt/order');
    await page.evaluate(() => window.localStorage.clear());
    await logIn(page, 'admin', 'admin123');
    await visit(page, '/admin');
    await visit(page, '/admin/recharges');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    // The watch works, and the policy holds: an inline script without the nonce is refused.
    const refused = await page.addScriptTag({ content: 'window.name = "ran"' }).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(await page.evaluate(() => window.name)).not.toBe('ran');
    expect(violations.join('\n')).toMatch(/script-src/);
    await context.close();
  });

  it('cannot be framed by another page', async () => {
    const { context, page } = await openPage(browser, width);
    // A page of another origin (localhost rather than 127.0.0.1) that shows two frames: the shop,
    // and a control page of the shop's origin sent without the server's headers.
    const elsewhere = new URL(baseUrl());
    elsewhere.hostname = elsewhere.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const control = `${baseUrl()}/framing-control`;
    await page.route(`${elsewhere.origin}/frames`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe name="shop" src="${baseUrl()}/"></iframe><iframe name="control" src="${control}"></iframe>`,
      }),
    );
    await page.route(control, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>framed</p>' }),
    );
    await page.goto(`${elsewhere.origin}/frames`);
    await expect
      .poll(() => page.frame({ name: 'control' })?.url(), { timeout: 10_000 })
      .toBe(control);
    await expect
      .poll(() => page.frame({ name: 'shop' })?.url(), { timeout: 10_000 })
      .toBe('chrome-error://chromewebdata/');
    await context.close();
  });
});
