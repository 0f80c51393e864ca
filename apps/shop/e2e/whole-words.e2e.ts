import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './api.js';
import { baseUrl, launchBrowser, WIDTHS } from './browser.js';
import { goodsOfDifferentShops } from './catalogue.js';

/**
 * Action labels keep their words whole (issue 17, "action bars whose labels fit"): a button, a
 * tab or a status chip whose one-word label is squeezed breaks it inside the word ("Claime / d",
 * "Получит / ь"), which reads as a fault. Each page of a buyer's and a merchant's daily round is
 * opened at 375 and 1280 px in English and in Russian (long words), and every one-word label in
 * view must lie on one line.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The one-word labels of buttons, tabs, links drawn as buttons and chips that wrap inside the word. */
function brokenLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], a[data-rac], [data-tone]',
    );
    const broken: string[] = [];
    for (const label of labels) {
      const text = label.innerText.trim();
      if (!text || /\s/.test(text) || text.length < 2) continue;
      const box = label.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
      // Each text of the label on its own (an icon above a tab's label is not a second line).
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      let wraps = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Rectangles a few pixels apart are one line of mixed sizes ("$5.00" with a small symbol).
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        if (tops.some((top, index) => index > 0 && top - tops[index - 1]! > 6)) wraps = true;
      }
      if (wraps) broken.push(text);
    }
    return broken;
  });
}

/** The screens of each round; `{goods}` is a goods with a shop voucher strip. */
const ROUNDS = {
  buyer: [
    '/user',
    '/user/voucher',
    '/user/wallet',
    '/user/point',
    '/user/order',
    '/cart',
    '/goods/{goods}',
  ],
  merchant: ['/mt', '/mt/order', '/mt/goods', '/mt/finance', '/mt/market', '/mt/refund'],
} as const;

const PASSWORDS = { buyer: 'buyer123', merchant: 'merchant123' } as const;

describe.each(['en', 'ru'] as const)('one-word labels in %s', (language) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(Object.keys(ROUNDS) as Array<keyof typeof ROUNDS>)(
      "keep each word whole on the %s's screens",
      async (account) => {
        const [goods] = await goodsOfDifferentShops(1);
        const context = await browser.newContext({
          baseURL: baseUrl(),
          viewport: { width, height: 900 },
          locale: language,
          serviceWorkers: 'block',
        });
        await context.addCookies([{ name: 'bazaar_lang', value: language, url: baseUrl() }]);
        await context.addInitScript((chosen) => {
          window.localStorage.setItem('bazaar:language', chosen);
        }, language);
        await signIn(context, account, PASSWORDS[account]);
        const page = await context.newPage();
        const found: Record<string, string[]> = {};
        for (const path of ROUNDS[account]) {
          await page.goto(path.replace('{goods}', String(goods!.id)));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await expect
            .poll(() => page.locator('h1').count(), { timeout: 15_000 })
            .toBeGreaterThan(0);
          const broken = await brokenLabels(page);
          if (broken.length > 0) found[path] = broken;
        }
        await context.close();
        expect(found).toEqual({});
      },
    );
  });
});
