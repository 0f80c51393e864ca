import type { Browser, Locator } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

/**
 * The merchant's record lists as a person sees them (issue 17), in Chromium at both widths: a
 * record (a statement line, a profit record, a review) is drawn on the same surface as every ui
 * `Panel`.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
