import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, expectToast, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('route guard at %i px', (width) => {
  it('sends a visitor to log in, a logged-in user away from login, a shopper away from /mt', async () => {
    const { context, page, errors } = await openPage(browser, width);
    await page.goto('/user/wallet');
    await expectToast(page, 'Please log in first');
    await expectPath(page, '/user/login?redirect=%2Fuser%2Fwallet');

    await logIn(page, 'buyer', 'buyer123');
    await expectPath(page, '/user/wallet');

    // Client-side navigation, as a link would: the guard runs on every navigation.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/user/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectToast(page, 'Do not log in more than once');
    await expectPath(page, '/user');

    await page.goto('/mt/goods');
    await expectToast(page, 'You do not have permission to manage a shop');
    await expectPath(page, '/user');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('language at %i px', (width) => {
  it('switches to Japanese and back: the interface and the Accept-Language header follow', async () => {
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'buyer', 'buyer123');
    await page.goto('/user/setting');
    const picker = () => page.getByRole('main').getByRole('button', { name: /^(Language|言語) / });

    await picker().click();
    const japanese = page.waitForRequest(
      (request) =>
        request.url().includes('/api/') && /^ja\b/.test(request.headers()['accept-language'] ?? ''),
    );
    await page.getByRole('option', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'ログアウト' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    // The next call (the app revalidates what it shows) asks for Japanese, then zh at 0.9.
    expect((await japanese).headers()['accept-language']).toBe('ja,zh;q=0.9');

    // The choice is kept for the next visit.
    await page.reload();
    await page.getByRole('button', { name: 'ログアウト' }).waitFor();

    await picker().click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('button', { name: 'ログアウト' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
