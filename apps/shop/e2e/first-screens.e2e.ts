import type { Browser, Locator } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './api.js';
import { expectPath, launchBrowser, openPage, whenHydrated, WIDTHS } from './browser.js';

/**
 * The first screen of each page shows what the page is for (issue 17, "the desktop layout uses the
 * desktop"): the home page's goods and the storefront's goods start in the first screen of a
 * 1280 x 800 window, not below banners that fill it; the phone keeps its app-like pages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The box of `locator` in the window's coordinates. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not shown');
  return found;
}

/** The first screen of each width (a common laptop's 1280 x 800 on desktop). */
const HEIGHT = { 375: 812, 1280: 800 } as const;

describe.each(WIDTHS)('home page at %i px', (width) => {
  it('shows goods in the first screen on desktop, beside the categories; the phone keeps its carousels', async () => {
    const { context, page, errors } = await openPage(browser, width);
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured' });
    const firstGoods = featured.getByRole('link').first();
    await firstGoods.waitFor();
    const carousel = page.getByRole('region', { name: 'Promotions', exact: true });
    // The server guesses the layout from the request; the window's own follows once hydrated.
    await whenHydrated(carousel);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Categories' }).count())
      .toBe(width === 1280 ? 1 : 0);
    const banners = await box(carousel);
    if (width === 1280) {
      // One low carousel beside the category list, the featured goods' pictures in view.
      expect(banners.height).toBeLessThan(HEIGHT[width] * 0.45);
      const categories = page.getByRole('navigation', { name: 'Categories' });
      expect((await box(categories)).x).toBeLessThan(banners.x);
      await expect.poll(() => categories.getByRole('link').count()).toBeGreaterThan(2);
      const card = await box(firstGoods);
      expect(card.y + card.height / 2).toBeLessThan(HEIGHT[width]);
      // The other banners are tiles below the featured goods, not a second carousel on top.
      const tiles = await box(page.getByRole('region', { name: 'More promotions' }));
      expect(tiles.y).toBeGreaterThan(card.y);
      // Page width capped for reading, the goods grid filling it (five columns).
      const zone = await box(featured);
      expect(zone.width).toBeLessThanOrEqual(1200);
      expect(zone.width).toBeGreaterThan(1100);
      const row = await featured
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(row.filter((top) => top === row[0]).length).toBe(5);
    } else {
      // The phone: the search entry and two full-width carousels, no category column.
      expect(banners.width).toBeGreaterThan(width - 40);
      expect(
        await page
          .getByRole('region', { name: 'More promotions' })
          .getAttribute('aria-roledescription'),
      ).toBe('carousel');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('storefront at %i px', (width) => {
  it('has a compact header band on desktop with the goods in the first screen; the phone keeps its banner', async () => {
    const { context, page, errors } = await openPage(browser, width);
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await page.goto('/shop/1');
    const goods = page.getByRole('region', { name: 'Goods of the shop' });
    await goods.getByRole('link').first().waitFor();
    const follow = page.getByRole('button', { name: 'Follow' });
    await whenHydrated(follow);
    const header = page.getByRole('region', { name: 'Bazaar Select' });
    if (width === 1280) {
      await expect
        .poll(async () => header.getByRole('link', { name: 'Chat with the shop' }).count())
        .toBe(1);
      const band = await box(header);
      expect(band.height).toBeLessThan(160);
      // No banner picture: the logo is the band's only picture.
      expect(await header.locator('img').count()).toBeLessThanOrEqual(1);
      // Logo, counts, chat and follow on one band.
      const chat = await box(header.getByRole('link', { name: 'Chat with the shop' }));
      const followBox = await box(follow);
      const visitors = await box(header.getByText('Visitors'));
      for (const part of [chat, followBox, visitors]) {
        expect(part.y).toBeGreaterThanOrEqual(band.y);
        expect(part.y + part.height).toBeLessThanOrEqual(band.y + band.height);
      }
      const first = await box(goods.getByRole('link').first());
      expect(first.y + first.height / 2).toBeLessThan(HEIGHT[width]);
    } else {
      await expect.poll(async () => header.locator('img').count()).toBeGreaterThan(1);
    }
    // The counts are grouped as every number of the app is.
    expect(await header.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d{1,3}(,\d{3})*$/)]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('shipping addresses at %i px', (width) => {
  it('gives each card an edit button that reads as one, and it opens that address', async () => {
    const { context, page, errors } = await openPage(browser, width);
    // Only read and opened, never saved: the demo buyer's own addresses.
    await signIn(context, 'buyer', 'buyer123');
    await page.goto('/user/address/list');
    const list = page.getByRole('list', { name: 'Shipping addresses' });
    const cards = list.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    for (let index = 0; index < (await cards.count()); index += 1) {
      const edit = cards.nth(index).getByRole('button', { name: 'Edit address' });
      // A word on the button, not an unlabelled gear.
      expect((await edit.textContent())?.trim()).toBe('Edit');
      const button = await box(edit);
      const address = await box(cards.nth(index).locator('[data-part="address"]'));
      if (width < 500) {
        // The phone: the actions have their own row under the address, the text keeps its width.
        expect(button.y).toBeGreaterThan(address.y + address.height - 1);
        expect(address.width).toBeGreaterThan(width * 0.6);
      } else {
        expect(button.x).toBeGreaterThan(address.x + address.width);
      }
    }
    const second = cards.nth(1);
    const editSecond = second.getByRole('button', { name: 'Edit address' });
    await whenHydrated(editSecond);
    await editSecond.click();
    await expectPath(page, /^\/user\/address\/edit\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)("a shop's goods at %i px", (width) => {
  it('keeps the page gutter around the goods grid, as the search results do', async () => {
    const { context, page, errors } = await openPage(browser, width);
    // A desktop link opened at either width (the phone maps it to its own path).
    await page.goto('/shop/goods/2/1/Phones');
    if (width < 500) await expectPath(page, '/shop/goods/2/Phones?category_id=1');
    const grid = page.getByRole('list', { name: 'Phones' });
    const first = grid.getByRole('link').first();
    await first.waitFor();
    const card = await box(first);
    // The card starts inside the gutter (12 px on a phone), not at the window's edge.
    expect(card.x).toBeGreaterThanOrEqual(8);
    expect(card.x + card.width).toBeLessThanOrEqual(width - 8);
    expect(errors).toEqual([]);
    await context.close();
  });
});
