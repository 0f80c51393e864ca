import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, callApi, goodsOfShop, placeOrder, topUp } from './api.js';
import { expectToast, launchBrowser, logIn, openPage, WIDTHS } from './browser.js';

/**
 * Trust where money moves (issue 12): the refund rule before shipment, shipping with a courier and
 * a tracking number, top-up accounts with a copy button, vouchers claimed and deducted at
 * checkout, withdraw addresses checked by their format, and prices under cost confirmed.
 */

let browser: Browser;
let merchant: string;

beforeAll(async () => {
  browser = await launchBrowser();
  merchant = await apiLogin('merchant', 'merchant123');
});
afterAll(() => browser?.close());

/** The buyer of each width (a voucher is claimed once per buyer). */
const buyerOf = (width: number) => (width < 500 ? 'buyer' : 'buyer2');

describe.each(WIDTHS)('money trust at %i px', (width) => {
  it('fixes a refund before shipment to the whole line; the merchant ships with a courier and a tracking number', async () => {
    const buyer = buyerOf(width);
    const token = await apiLogin(buyer, 'buyer123');
    const goods = await goodsOfShop(merchant);
    const orderId = await placeOrder(token, goods, { pay: 'buyer123' });
    const { context, page, errors } = await openPage(browser, width);

    // The buyer: the refund form fixes the whole item's amount and says why.
    await logIn(page, buyer, 'buyer123');
    await page.goto(`/user/refund/apply/${orderId}`);
    const amount = page.getByRole('textbox', { name: 'Refund amount ($)' });
    await amount.waitFor();
    expect(await amount.getAttribute('readonly')).not.toBeNull();
    const info = await callApi<{ pay: { pay_amount: string } }>(
      `/wanlshop/order/getOrderInfo?id=${orderId}`,
      { token },
    );
    expect(await amount.inputValue()).toBe(info.pay.pay_amount);
    await page.getByText(/has not shipped yet, so the refund is of the whole item/).waitFor();

    // The merchant: no courier, no shipment; then SF Express and its number.
    const merchantSide = await openPage(browser, width);
    const merchantPage = merchantSide.page;
    await logIn(merchantPage, 'merchant', 'merchant123');
    await merchantPage.goto(`/mt/order/details/${orderId}`);
    await merchantPage.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = merchantPage.getByRole('dialog', { name: 'Ship the order' });
    await dialog.getByText('Wholesale cost to pay').waitFor();
    await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
    await dialog.getByText('Please fill in the required fields').first().waitFor();
    await dialog.getByRole('button', { name: /Courier/ }).click();
    await merchantPage.getByRole('option', { name: 'SF Express' }).click();
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('SF1002003004');
    await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
    await expectToast(merchantPage, 'The order has been shipped');
    const shipped = await callApi<{ express_name: string; express_no: string; state: number }>(
      `/wanlshop/order/getOrderInfo?id=${orderId}`,
      { token },
    );
    expect(shipped).toMatchObject({
      express_name: 'SF Express',
      express_no: 'SF1002003004',
      state: 3,
    });
    expect(errors).toEqual([]);
    expect(merchantSide.errors).toEqual([]);
    await merchantSide.context.close();
    await context.close();
  });

  it('claims a platform voucher on a goods page and pays the order less its discount', async () => {
    const buyer = buyerOf(width);
    const token = await apiLogin(buyer, 'buyer123');
    await callApi('/wanlshop/cart/storage', { token, body: { type: 'empty' } });
    await topUp(token, '1000.00');
    // The cheapest goods of at least 80.00 (the welcome voucher's minimum spend) on the first page
    // of the dearest: the buyer's wallet must still pay the journeys that follow.
    const search = await callApi<{ data: Array<{ id: number; price: string; title: string }> }>(
      '/wanlshop/common/goods?type=goods&order=price&sort=desc&page=1',
    );
    const goods = search.data.filter((item) => Number(item.price) >= 80).at(-1) as {
      id: number;
      title: string;
    };
    const detail = await callApi<{
      sku: Array<{ id: number; stock: number; price: string }>;
      shop: { shopname: string };
    }>(`/wanlshop/goods/detail?id=${goods.id}`);
    const sku = detail.sku
      .filter((item) => item.stock > 0 && Number(item.price) >= 80)
      .sort((a, b) => Number(a.price) - Number(b.price))[0] as { id: number };
    await callApi('/wanlshop/cart/storage', {
      token,
      body: { type: 'add', goods_id: goods.id, sku_id: sku.id, number: 1 },
    });

    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, buyer, 'buyer123');
    await page.goto(`/goods/${goods.id}`);
    const strip = page.getByRole('region', { name: 'Vouchers' });
    await strip.getByRole('button', { name: 'Claim Welcome voucher' }).click();
    await expectToast(page, 'The voucher is yours: it is offered at checkout');
    await strip.getByText('Claimed').first().waitFor();
    await page.goto('/user/voucher');
    await page.getByText('Welcome voucher').first().waitFor();

    await page.goto('/cart');
    await page.getByText(goods.title).first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).check({ force: true });
    await page.getByRole('button', { name: /Check out/ }).click();
    await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
    const shop = page.getByRole('region', { name: detail.shop.shopname });
    await shop.getByRole('button', { name: /Voucher/ }).click();
    await page.getByRole('option', { name: /Welcome voucher/ }).click();
    await shop.getByText('-$8.00').waitFor();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByLabel('Payment password').fill('buyer123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expectToast(page, 'Payment successful');
    const orders = await callApi<{ data: Array<{ pay: { discount: string } }> }>(
      '/wanlshop/order/getOrderList?state=2&page=1',
      { token },
    );
    expect(orders.data[0]?.pay.discount).toBe('8.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the accounts to top up to, and refuses a withdraw address that is not one', async () => {
    const buyer = buyerOf(width);
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, buyer, 'buyer123');
    await page.goto('/user/recharge');
    const account = page.getByRole('region', { name: 'Transfer to this account' });
    await account.getByText('Harbour Commercial Bank').waitFor();
    await account.getByRole('button', { name: 'Copy' }).waitFor();
    await page.getByRole('radio', { name: /USDT \(TRC20 network\) · USDT/ }).check({ force: true });
    await account.getByText('TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z').waitFor();

    await page.goto('/user/withdraw/account/edit');
    await page.getByLabel('Wallet address').fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is not a valid BTC address').waitFor();
    await page.getByLabel('Wallet address').fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/has a typo: its checksum does not match/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the merchant before pricing under the wholesale cost, showing the loss per unit', async () => {
    const goods = await callApi<{
      data: Array<{ id: number; market_goods_id: number | null }>;
    }>('/wanlshop/merchant/goods?status=normal&page=1', { token: merchant });
    const market = goods.data.find((item) => item.market_goods_id !== null) as { id: number };
    const before = await callApi<{ skus: Array<{ id: number; price: string }> }>(
      `/wanlshop/merchant/goodsInfo?id=${market.id}`,
      { token: merchant },
    );
    const { context, page, errors } = await openPage(browser, width);
    await logIn(page, 'merchant', 'merchant123');
    await page.goto(`/mt/goods_price/${market.id}`);
    const price = page.getByRole('textbox', { name: /^Your price for/ }).first();
    await price.fill('0.01');
    await page.getByRole('button', { name: 'Save' }).click();
    const question = page.getByRole('alertdialog', { name: 'Sell under the wholesale cost?' });
    await question
      .getByText(/a loss of \$\d+\.\d{2} per unit/)
      .first()
      .waitFor();
    await question.getByRole('button', { name: 'Sell at a loss' }).click();
    await expectToast(page, 'Modified successfully');
    await page.goto('/mt/goods');
    await page.getByText('Below cost').first().waitFor();
    // Back to the price it had.
    await callApi('/wanlshop/merchant/goodsPrice', {
      token: merchant,
      body: { id: market.id, skus: before.skus.map(({ id, price }) => ({ id, price })) },
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
