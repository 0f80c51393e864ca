import type { Browser } from 'playwright';
import { compare, subtract, toMoneyString } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, topUp } from './api.js';
import { expectPath, expectToast, launchBrowser, openPage, WIDTHS } from './browser.js';
import { addToCart, goodsOfDifferentShops } from './catalogue.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('checkout at %i px', (width) => {
  it('fills a visitor cart, logs in at checkout, merges the cart, orders from two shops and pays', async () => {
    const { context, page, errors } = await openPage(browser, width);
    const goods = await goodsOfDifferentShops(2);
    const token = await apiLogin('buyer2', 'buyer123');
    await topUp(token, '1000.00');
    const before = await callApi<{ money: string }>('/wanlshop/pay/getBalance', { token });

    for (const item of goods) await addToCart(page, item);
    await page.goto('/cart');
    for (const item of goods) await page.getByText(item.title).first().waitFor();
    // Settlement needs a ticked line.
    await page.getByRole('button', { name: 'Check out (0)' }).click();
    await expectToast(page, 'Please select an item first');
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Check out (2)' }).click();

    // Settlement needs login: the visitor is sent to log in and comes back.
    await expectToast(page, 'Please log in first');
    await expectPath(page, /^\/user\/login/);
    await page.getByRole('textbox', { name: 'Username' }).fill('buyer2');
    await page.getByLabel('Password', { exact: true }).fill('buyer123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // Back in the cart, the visitor's lines merged into the server cart.
    await expectPath(page, '/cart');
    for (const item of goods) await page.getByText(item.title).first().waitFor();
    const serverCart = await callApi<{
      cartnum: number;
      list: Array<{ products: Array<{ goods_id: number }> }>;
    }>('/wanlshop/cart/lists', { token });
    const merged = serverCart.list.flatMap((group) => group.products.map((line) => line.goods_id));
    expect(merged).toEqual(expect.arrayContaining(goods.map((item) => item.id)));
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Check out (2)' }).click();
    await expectPath(page, '/user/order/addorder');
    await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
    for (const item of goods) await page.getByText(item.title).first().waitFor();
    await page.getByRole('button', { name: 'Submit order' }).click();

    await page.getByLabel('Payment password').fill('buyer123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expectToast(page, 'Payment successful');

    const after = await callApi<{ money: string }>('/wanlshop/pay/getBalance', { token });
    expect(compare(after.money, before.money)).toBe(-1);

    // The payment is on the bill, under its tab.
    await page.goto('/user/wallet?type=pay');
    const paid = toMoneyString(subtract(before.money, after.money));
    await page
      .getByText(new RegExp(`-\\s*\\$${paid.replace('.', '\\.')}`))
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
