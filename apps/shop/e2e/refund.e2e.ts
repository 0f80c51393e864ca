import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, goodsOfShop, placeOrder } from './api.js';
import { expectPath, expectToast, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

let browser: Browser;
let buyer: string;
let goods: Awaited<ReturnType<typeof goodsOfShop>>;

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await apiLogin('buyer', 'buyer123');
  goods = await goodsOfShop(await apiLogin('merchant', 'merchant123'));
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('refunds at %i px', (width) => {
  it('requests a refund of a paid order after confirming, then closes it after confirming', async () => {
    const orderId = await placeOrder(buyer, goods, { pay: 'buyer123' });
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'buyer', 'buyer123');
    await page.goto(`/user/order/details/${orderId}`);
    await page.getByRole('button', { name: 'Request refund' }).first().click();
    await expectPath(page, new RegExp(`^/user/refund/apply/${orderId}`));

    // The spec's rule: a reason and a goods status must be chosen.
    await page.getByRole('button', { name: 'Submit request' }).click();
    const reasons = page.getByRole('radiogroup', { name: 'Refund reason' });
    await reasons.getByText('Please fill in the refund reason').waitFor();
    await reasons.getByText('Quality problem', { exact: true }).click();
    const condition = page.getByRole('radiogroup', { name: 'Goods status' });
    await condition.getByText('Not received', { exact: true }).click();
    await expect
      .poll(() => condition.getByRole('radio', { name: 'Not received' }).isChecked())
      .toBe(true);
    await page.getByRole('textbox', { name: 'Description' }).fill('The box arrived crushed.');
    await page.getByRole('button', { name: 'Submit request' }).click();
    const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await question.getByText('Refund this order?').waitFor();
    await question.getByRole('button', { name: 'Request refund' }).click();
    await expectToast(page, 'Your refund request has been submitted');
    await expectPath(page, /^\/user\/refund\/details\/\d+$/);
    const refundId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: 'Close request' }).click();
    await question.getByText('Close this refund request?').waitFor();
    await question.getByRole('button', { name: 'Close request' }).click();
    await expectToast(page, 'Refund request closed');
    await expect
      .poll(
        async () =>
          (
            await callApi<{ state: number }>(`/wanlshop/refund/getRefundInfo?id=${refundId}`, {
              token: buyer,
            })
          ).state,
        { timeout: 10_000 },
      )
      .toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
