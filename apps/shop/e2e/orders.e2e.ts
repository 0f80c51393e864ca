import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, goodsOfShop, orderState, placeOrder } from './api.js';
import { expectToast, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

let browser: Browser;
let buyer: string;
let merchant: string;
let goods: Awaited<ReturnType<typeof goodsOfShop>>;

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await apiLogin('buyer', 'buyer123');
  merchant = await apiLogin('merchant', 'merchant123');
  goods = await goodsOfShop(merchant);
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('orders at %i px', (width) => {
  it('cancels an unpaid order after confirming', async () => {
    const orderId = await placeOrder(buyer, goods);
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'buyer', 'buyer123');
    await page.goto(`/user/order/details/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Cancel this order?').waitFor();
    // The buttons say what they do (issue 17), and the notice says what happened.
    await dialog.getByRole('button', { name: 'Keep order' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled');
    await expect.poll(() => orderState(buyer, orderId), { timeout: 10_000 }).toBe(7);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('confirms receipt of a shipped order after confirming, then reviews it', async () => {
    const orderId = await placeOrder(buyer, goods, { pay: 'buyer123' });
    await callApi('/wanlshop/merchant/ship', {
      token: merchant,
      body: {
        id: orderId,
        express_name: 'SF Express',
        express_no: `SF${String(orderId).padStart(10, '0')}`,
      },
    });
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'buyer', 'buyer123');
    await page.goto(`/user/order/details/${orderId}`);
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Confirm that you have received the goods?').waitFor();
    await dialog.getByRole('button', { name: 'Not yet' }).waitFor();
    await dialog.getByRole('button', { name: 'Yes, I received it' }).click();
    await expectToast(page, 'Receipt confirmed');
    await expect.poll(() => orderState(buyer, orderId), { timeout: 10_000 }).toBe(4);

    await page.getByRole('button', { name: 'Review' }).first().click();
    await page.getByRole('heading', { name: 'Review' }).first().waitFor();
    const rating = page.getByRole('radiogroup', { name: `Rating for ${goods.title}` });
    await rating.getByRole('radio').nth(4).check({ force: true });
    await page
      .getByRole('textbox', { name: `Review of ${goods.title}` })
      .fill('Arrived quickly, as described.');
    await page.getByRole('button', { name: 'Post review' }).click();
    await expectToast(page, 'Comment posted');
    await expect.poll(() => orderState(buyer, orderId), { timeout: 10_000 }).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });
});
