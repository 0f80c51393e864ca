import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, goodsOfShop, placeOrder, signIn, topUp } from './api.js';
import { expectToast, launchBrowser, openPage, whenHydrated, WIDTHS } from './browser.js';

/**
 * The merchant exports their orders (issue 14): a shopper's paid order is in the downloaded CSV
 * with the figures of the order's page (what the buyer paid, the wholesale cost, the income and
 * the profit), and the statement's file has the same lines as the statement.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface MerchantOrderInfo {
  order_no: string;
  pay: { pay_amount: string };
  wholesale: string;
  income: string;
  profit: string;
}

describe.each(WIDTHS)('the CSV export at %i px', (width) => {
  it("downloads the shop's orders with the figures of each order", async () => {
    const { context, page, errors } = await openPage(browser, width);
    const merchant = await signIn(context, 'merchant', 'merchant123');
    const buyer = await apiLogin('buyer2', 'buyer123');
    await topUp(buyer, '300.00');
    const goods = await goodsOfShop(merchant);
    const orderId = await placeOrder(buyer, goods, { pay: 'buyer123' });
    const info = await callApi<MerchantOrderInfo>(`/wanlshop/merchant/orderInfo?id=${orderId}`, {
      token: merchant,
    });

    // The desktop orders page has the export; the phone's is on the finance page (its nav bar has
    // no room beside the orders page's link), where the merchant chooses the orders.
    await page.goto(width < 500 ? '/mt/finance' : '/mt/order');
    const open = page.getByRole('button', { name: 'Export CSV' });
    await whenHydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Export records' });
    const kindSelect = dialog.getByRole('button', { name: /Records/ });
    if (width < 500) {
      await expect.poll(() => kindSelect.textContent()).toMatch(/Statement/);
      await kindSelect.click();
      await page.getByRole('option', { name: 'Orders' }).click();
    }
    await expect.poll(() => kindSelect.textContent()).toMatch(/Orders/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^bazaar-orders-\d{4}-\d\d-01-\d{4}-\d\d-\d\d\.csv$/);
    await expectToast(page, `${name} downloaded`);

    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    const row = records.find((record) => record['Order no.'] === info.order_no);
    expect(row).toMatchObject({
      Status: 'Awaiting shipment',
      Buyer: 'buyer2',
      'Paid (USD)': info.pay.pay_amount,
      'Wholesale cost (USD)': info.wholesale,
      'Income (USD)': info.income,
      'Profit (USD)': info.profit,
    });
    expect(row!['Goods']).toContain(`${goods.title}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
