import type { Browser, BrowserContext, Locator } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

/**
 * The merchant's record lists as a person sees them (issue 17), in Chromium at both widths: a
 * record (a statement line, a profit record, a review) is drawn on the same surface as every ui
 * `Panel`; the statement's tabs, long in Russian, fit a desktop window and say on a phone that they
 * scroll sideways.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Switches the context's interface to `language` (the app's stored choice and its cookie). */
async function speak(context: BrowserContext, language: string): Promise<void> {
  await context.addCookies([{ name: 'bazaar_lang', value: language, url: baseUrl() }]);
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('bazaar:language', chosen);
  }, language);
}

/**
 * How dark the tab list is at its start and end edges: the mean darkness (0 white, 255 black) of
 * its outermost 4 px columns over the top 4 px rows, where no tab's text is drawn.
 */
async function edgeShade(list: Locator): Promise<{ start: number; end: number }> {
  const picture = PNG.sync.read(await list.screenshot({ animations: 'disabled' }));
  const darkness = (fromX: number) => {
    let sum = 0;
    for (let y = 0; y < 4; y += 1)
      for (let x = fromX; x < fromX + 4; x += 1) {
        const at = (y * picture.width + x) * 4;
        sum += 255 - (picture.data[at]! + picture.data[at + 1]! + picture.data[at + 2]!) / 3;
      }
    return sum / 16;
  };
  return { start: darkness(0), end: darkness(picture.width - 4) };
}

/** What makes a surface: its padding, corners, shadow and colour, as Chromium computes them. */
function surfaceOf(locator: Locator) {
  return locator.first().evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      padding: style.padding,
      borderRadius: style.borderRadius,
      boxShadow: style.boxShadow,
      background: style.backgroundColor,
    };
  });
}

describe.each(WIDTHS)('the merchant screens at %i px', (width) => {
  it("draw a statement line on the ui panel's surface", async () => {
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'merchant', 'merchant123');
    await page.goto('/mt/shop');
    const panel = page.getByRole('region', { name: 'Shop vouchers' });
    await panel.waitFor();
    const expected = await surfaceOf(panel);

    await page.goto('/mt/finance/bill');
    const line = page.getByRole('article', { name: 'Sales income' });
    await line.first().waitFor();
    expect(await surfaceOf(line)).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the merchant statement in Russian', () => {
  it('fits its tabs in a desktop window, wrapping them, with no sideways scroll', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await logIn(page, 'merchant', 'merchant123');
    await speak(context, 'ru');
    await page.goto('/mt/finance/bill');
    const list = page.getByRole('tablist', { name: 'Выписка продавца' });
    await list.getByRole('tab', { name: 'Оптовая стоимость' }).waitFor();
    const fit = await list.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      outside: [...element.querySelectorAll('[role="tab"]')].filter((tab) => {
        const box = tab.getBoundingClientRect();
        const room = element.getBoundingClientRect();
        return box.left < room.left || box.right > room.right;
      }).length,
    }));
    expect(fit).toEqual({ overflow: 0, outside: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls its tabs sideways on a phone, shaded on the side where more tabs wait', async () => {
    const { context, page, errors } = await openPage(browser, 375);
    await logIn(page, 'merchant', 'merchant123');
    await speak(context, 'ru');
    await page.goto('/mt/finance/bill');
    const list = page.getByRole('tablist', { name: 'Выписка продавца' });
    await list.getByRole('tab', { name: 'Оптовая стоимость' }).waitFor();
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const first = await edgeShade(list);
    expect(first.start).toBeLessThan(2);
    expect(first.end).toBeGreaterThan(8);

    await list.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const last = await edgeShade(list);
    expect(last.start).toBeGreaterThan(8);
    expect(last.end).toBeLessThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
