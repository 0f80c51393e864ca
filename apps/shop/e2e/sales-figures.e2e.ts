import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, signIn, topUp } from './api.js';
import {
  expectPath,
  expectToast,
  launchBrowser,
  openPage,
  whenHydrated,
  WIDTHS,
} from './browser.js';
import { chooseSkuInStock } from './catalogue.js';

/**
 * One sales figure on every screen (issue 12, item 10): a goods card's "N sold", the goods page's
 * total and "Sold in 30 days", the shop's "Orders" and the merchant's goods list agree, all counted
 * from orders, and move together when a shopper buys and pays.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The shop of the journey (a demo shop no other journey buys from) and its owner. */
const SHOP_OWNER = 'glowbeauty';

interface ShopCard {
  id: number;
  title: string;
  sales: number;
}

/** The shop's id and its first goods card on its storefront (the default order). */
async function shopAndGoods(merchantToken: string): Promise<{ shopId: number; goods: ShopCard }> {
  const own = await callApi<{ id: number; shopname: string }>('/wanlshop/merchant/shop', {
    token: merchantToken,
  });
  const cards = await callApi<{ data: ShopCard[] }>(`/wanlshop/shop/goods?shop_id=${own.id}`);
  return { shopId: own.id, goods: cards.data[0] as ShopCard };
}

/** A whole number shown in `text` by `pattern`'s first group. */
function numberIn(text: string | null, pattern: RegExp): number {
  const match = pattern.exec(text ?? '');
  if (!match) throw new Error(`"${text}" does not match ${pattern}`);
  return Number(match[1]);
}

/** What the storefront shows: the header's "Orders" and the goods card's "N sold". */
async function storefrontFigures(page: Page, shopId: number, title: string) {
  await page.goto(`/shop/${shopId}`);
  const orders = page.locator('dl > div').filter({
    has: page.getByText('Orders', { exact: true }),
  });
  const card = page
    .locator('[data-part="body"]')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
  await card.waitFor();
  return {
    orders: numberIn(await orders.locator('dd').textContent(), /^(\d+)$/),
    card: numberIn(await card.locator('[data-part="sales"]').textContent(), /^(\d+) sold$/),
  };
}

/** What the goods page shows: units sold in all and in the last 30 days. */
async function goodsPageFigures(page: Page, goodsId: number, title: string) {
  await page.goto(`/goods/${goodsId}`);
  const summary = page.getByRole('region', { name: title, exact: true });
  const total = summary.getByText(/^\d+ sold$/);
  const month = summary.getByText(/^Sold in 30 days: \d+$/);
  await total.waitFor();
  return {
    total: numberIn(await total.textContent(), /^(\d+) sold$/),
    month: numberIn(await month.textContent(), /^Sold in 30 days: (\d+)$/),
  };
}

/** The merchant console's goods list: the goods' units sold. */
async function consoleFigure(merchantToken: string, goodsId: number): Promise<number> {
  const list = await callApi<{ data: Array<{ id: number; sales: number }> }>(
    '/wanlshop/merchant/goods?status=normal&limit=100',
    { token: merchantToken },
  );
  return list.data.find((item) => item.id === goodsId)?.sales ?? -1;
}

describe.each(WIDTHS)('sales figures at %i px', (width) => {
  it('show one count on the card, the goods page, the shop and the console, and move together when a shopper pays', async () => {
    const merchant = await apiLogin(SHOP_OWNER, 'merchant123');
    const { shopId, goods } = await shopAndGoods(merchant);
    const { context, page, errors } = await openPage(browser, width);
    const token = await signIn(context, 'buyer', 'buyer123');
    await topUp(token, '500.00');

    const before = {
      ...(await storefrontFigures(page, shopId, goods.title)),
      ...(await goodsPageFigures(page, goods.id, goods.title)),
      console: await consoleFigure(merchant, goods.id),
    };
    // The seed's figures are counts of its orders: the same on every screen.
    expect(before.card).toBe(before.total);
    expect(before.console).toBe(before.total);
    expect(before.month).toBeLessThanOrEqual(before.total);
    expect(before.orders).toBeGreaterThan(0);

    // Buy one unit on the goods page and pay: on a phone the buy bar's sheet asks for the
    // specification, on a desktop the buy box beside the pictures.
    await page.goto(`/goods/${goods.id}`);
    const buy = page.getByRole('button', { name: 'Buy now', exact: true }).first();
    await whenHydrated(buy);
    if (width < 500) {
      await buy.click();
      const sheet = page.getByRole('dialog', { name: 'Specification' });
      await sheet.waitFor();
      await chooseSkuInStock(sheet, goods.id);
      await sheet.getByRole('button', { name: 'Buy now', exact: true }).click();
    } else {
      await chooseSkuInStock(page, goods.id);
      await buy.click();
    }
    await expectPath(page, '/user/order/addorder');
    await page.getByRole('button', { name: 'Submit order' }).click();
    // Unpaid, it sells nothing yet.
    const unpaid = await callApi<{ sales: number; monthly_sales: number }>(
      `/wanlshop/goods/detail?id=${goods.id}`,
      { token },
    );
    expect(unpaid).toMatchObject({ sales: before.total, monthly_sales: before.month });
    const sheet = page.getByRole('dialog', { name: 'Payment' });
    await sheet.getByLabel('Payment password').fill('buyer123');
    await sheet.getByRole('button', { name: 'Confirm payment' }).click();
    await expectToast(page, 'Payment successful');

    // Every screen moves by the one unit and the one order (public pages may be cached a second).
    await expect
      .poll(async () => (await goodsPageFigures(page, goods.id, goods.title)).total, {
        timeout: 15_000,
      })
      .toBe(before.total + 1);
    expect(await goodsPageFigures(page, goods.id, goods.title)).toEqual({
      total: before.total + 1,
      month: before.month + 1,
    });
    await expect
      .poll(async () => storefrontFigures(page, shopId, goods.title), { timeout: 15_000 })
      .toEqual({ orders: before.orders + 1, card: before.card + 1 });
    expect(await consoleFigure(merchant, goods.id)).toBe(before.console + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
