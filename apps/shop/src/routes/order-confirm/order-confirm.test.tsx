import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { partKey, applyCartAction } from '../../state/index.js';
import { appInfo, goods, sessionAnswer } from '../../test/fixtures.js';
import {
  address,
  balance,
  confirmation,
  orderGoods,
  orderInfo,
  page,
} from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const tea = goods();
const cake = goods({
  shop_id: 2,
  shop_name: 'Bakery',
  goods_id: 12,
  sku_id: 102,
  title: 'Cake',
  sku: { id: 102, price: '3.00' },
});
const jam = goods({ goods_id: 13, sku_id: 103, title: 'Jam', sku: { id: 103, price: '4.00' } });

const pending = [
  { goods_id: 11, sku_id: 101, number: 2 },
  { goods_id: 12, sku_id: 102, number: 1 },
];

const server = serverWith({
  'POST /wanlshop/order/getOrderGoodsList': () => ({ data: confirmation() }),
  'POST /wanlshop/order/addOrder': () => ({ data: { order_id: [601, 602], total: '33.00' } }),
  'GET /wanlshop/pay/getBalance': () => ({ data: balance() }),
  'POST /wanlshop/pay/payment': () => ({
    data: { pay_no: 'P1', order_id: [601, 602], money: '33.00', balance: '67.00' },
  }),
  // The placed orders as the server has them once paid.
  'GET /wanlshop/order/getOrderInfo': ({ query }) =>
    query.get('id') === '601'
      ? { data: orderInfo({ id: 601, state: 2, status_key: 'order:status.pending_shipment' }) }
      : {
          data: orderInfo({
            id: 602,
            state: 2,
            status_key: 'order:status.pending_shipment',
            shop: { id: 2, shopname: 'Bakery', avatar: '' },
            goods: [orderGoods({ id: 32, goods_id: 12, sku_id: 102, title: 'Cake' })],
          }),
        },
  'GET /wanlshop/address/getaddress': () => ({
    data: page([address(), address({ id: 4, name: 'Bo Chan', is_default: false })]),
  }),
});

async function open(options: Parameters<typeof renderApp>[0] = {}, lines: unknown = pending) {
  if (lines) window.localStorage.setItem(partKey('order'), JSON.stringify({ pending: lines }));
  const app = await renderApp({
    path: '/user/order/addorder',
    session: sessionAnswer(),
    server: server(),
    ...options,
  });
  await screen.findByRole('heading', { name: 'Confirm order', level: 1 });
  return app;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('order confirmation', () => {
  it('without a pending order says there is nothing to submit, with a way back to the cart', async () => {
    const app = await open({}, null);
    expect(screen.getByText('There is no order data to submit')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Back to the cart' }));
    await waitFor(() => expect(app.path()).toBe('/cart'));
  });

  it('shows each shop with its goods and totals, then submits once with the token and pays', async () => {
    let answer!: () => void;
    const slow = server({
      'POST /wanlshop/order/addOrder': () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: { order_id: [601, 602], total: '33.00' } });
        }),
    });
    const app = await open({ cart: [tea, cake, jam], server: slow });
    applyCartAction(app.services.store, { type: 'tick', goods_id: 11, sku_id: 101, checked: true });
    applyCartAction(app.services.store, { type: 'tick', goods_id: 12, sku_id: 102, checked: true });

    const teaHouse = within(await screen.findByRole('region', { name: 'Tea House' }));
    expect(teaHouse.getByText('Green tea')).toBeInTheDocument();
    expect(teaHouse.getByText('Subtotal').nextSibling).toHaveTextContent('$30.00');
    const bakery = within(region('Bakery'));
    expect(bakery.getByText('Subtotal').nextSibling).toHaveTextContent('$3.00');
    expect(within(region('Amounts')).getByText('Shipping fee').nextSibling).toHaveTextContent(
      '$5.00',
    );
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$33.00');
    expect(within(region('Shipping address')).getByText('Ann Lee')).toBeInTheDocument();

    // Only the vouchers the server offers for a shop (its rules), with the discount deducted.
    expect(bakery.getByRole('button', { name: /Voucher/ })).toBeDisabled();
    expect(
      bakery.getByText("No voucher of yours can be used with this shop's order"),
    ).toBeInTheDocument();
    await app.user.click(teaHouse.getByRole('button', { name: /Voucher/ }));
    await app.user.click(screen.getByRole('option', { name: /Tea lovers \(\$2\.00 off\)/ }));
    expect(teaHouse.getByText('Discount').nextSibling).toHaveTextContent('-$2.00');
    expect(teaHouse.getByText('Subtotal').nextSibling).toHaveTextContent('$28.00');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$31.00');
    await app.user.type(
      teaHouse.getByRole('textbox', { name: 'Remarks for the shop' }),
      'Gift wrap',
    );

    // A second press while the first submission runs sends nothing more.
    const submit = screen.getByRole('button', { name: 'Submit order' });
    await app.user.click(submit);
    await app.user.click(submit);
    await waitFor(() => expect(app.server.calls('POST /wanlshop/order/addOrder')).toHaveLength(1));
    answer();
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.server.calls('POST /wanlshop/order/addOrder')).toHaveLength(1);
    expect(app.server.calls('POST /wanlshop/order/addOrder')[0]?.body).toEqual({
      order: {
        address_id: 3,
        lists: [
          {
            shop_id: 1,
            remarks: 'Gift wrap',
            coupon_id: 4,
            products: [{ goods_id: 11, sku_id: 101, number: 2, freight_id: 0 }],
          },
          {
            shop_id: 2,
            remarks: '',
            coupon_id: 0,
            products: [{ goods_id: 12, sku_id: 102, number: 1, freight_id: 0 }],
          },
        ],
      },
      token: 'order-token-1',
    });
    // The ordered lines left the cart, the others stayed; the pending order is gone.
    const { cart, order } = app.services.store.getState();
    expect(cart.list.flatMap((shop) => shop.products.map((line) => line.title))).toEqual(['Jam']);
    expect(order.pending).toBeNull();

    expect(payment).toHaveTextContent(/Amount to pay\s*\$33\.00/);
    expect(within(payment).getByText('Wallet balance: $100.00')).toBeInTheDocument();
    await app.user.click(within(payment).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(payment).findByText('Password cannot be empty')).toBeInTheDocument();
    await app.user.type(within(payment).getByLabelText('Payment password'), 'secret1');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await app.user.click(within(payment).getByRole('button', { name: 'Confirm payment' }));

    // The receipt starts at its top; it shows the paid orders as the server has them now, and where to follow them;
    // nothing asks to pay any more.
    const result = within(await screen.findByRole('region', { name: 'Payment successful' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(
      result.getByText('You paid $33.00. The shops are preparing your 2 orders.'),
    ).toBeInTheDocument();
    expect(result.getByRole('link', { name: 'Follow your orders in My orders' })).toHaveAttribute(
      'href',
      '/user/order/2',
    );
    const card = async (shop: string) =>
      within(
        (await screen.findByRole('heading', { name: shop, level: 3 })).closest(
          '[data-state]',
        ) as HTMLElement,
      );
    const teaOrder = await card('Tea House');
    expect(teaOrder.getByText('Awaiting shipment')).toBeInTheDocument();
    expect(teaOrder.getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      '/user/order/details/601',
    );
    expect((await card('Bakery')).getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      '/user/order/details/602',
    );
    expect(screen.queryByText(/Please pay to complete it/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument();
    expect(app.path()).toBe('/user/order/addorder');
    expect(screen.getByRole('heading', { name: 'Payment', level: 1 })).toBeInTheDocument();
    const [paid] = app.server.calls('POST /wanlshop/pay/payment');
    expect(paid?.body).toEqual({ order_id: [601, 602], type: 'balance', captcha: 'secret1' });
    expect(paid?.headers['Idempotency-Key']).toMatch(/.+/);
  });

  it('has the address added on the way when the user comes back from the address form', async () => {
    let addressData: ReturnType<typeof address> | null = null;
    const returning = server({
      'POST /wanlshop/order/getOrderGoodsList': () => ({ data: confirmation({ addressData }) }),
    });
    const app = await open({ server: returning });
    const shipping = () => within(screen.getByRole('region', { name: 'Shipping address' }));
    await waitFor(() =>
      expect(shipping().getByRole('alert')).toHaveTextContent(
        'Please set a shipping address first',
      ),
    );
    await app.user.click(shipping().getByRole('link', { name: 'Add a new address' }));
    // The form is on the screen (the confirmation has left it) before the user comes back.
    await screen.findByRole('heading', { name: 'Add a new address', level: 1 });
    expect(app.path()).toMatch(/^\/user\/address\/edit/);
    addressData = address({ id: 9, name: 'Cy Wong' });
    await act(() => app.services.router.navigate('/user/order/addorder'));
    await screen.findByRole('heading', { name: 'Confirm order', level: 1 });
    await waitFor(() => expect(shipping().getByText('Cy Wong')).toBeInTheDocument());
    expect(app.server.calls('POST /wanlshop/order/getOrderGoodsList').length).toBeGreaterThan(1);
  });

  it('asks for a shipping address first, with ways to add or choose one', async () => {
    const noAddress = server({
      'POST /wanlshop/order/getOrderGoodsList': () => ({
        data: confirmation({ addressData: null }),
      }),
    });
    const app = await open({ server: noAddress });
    const shipping = within(await screen.findByRole('region', { name: 'Shipping address' }));
    expect(shipping.getByRole('alert')).toHaveTextContent('Please set a shipping address first');
    expect(shipping.getByRole('link', { name: 'Add a new address' })).toHaveAttribute(
      'href',
      '/user/address/edit',
    );

    await app.user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findAllByText('Please set a shipping address first')).toHaveLength(2);
    expect(app.server.calls('POST /wanlshop/order/addOrder')).toHaveLength(0);
    const chooser = await screen.findByRole('dialog', { name: 'Choose an address' });
    const choices = within(chooser).getAllByRole('button', { name: 'Use this address' });
    await app.user.click(choices[1]!);

    await waitFor(() => expect(shipping.getByText('Bo Chan')).toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: 'Submit order' }));
    await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.server.calls('POST /wanlshop/order/addOrder')[0]?.body).toMatchObject({
      order: { address_id: 4 },
    });
  });

  it("shows amounts in the language's currency and offers a top-up when the balance is short", async () => {
    const euro = server({
      'GET /wanlshop/common/info': () => ({
        data: appInfo({ currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }] }),
      }),
      'GET /wanlshop/pay/getBalance': () => ({ data: balance('10.00') }),
    });
    const app = await open({ server: euro, width: 1280, history: 'browser' });
    await waitFor(() =>
      expect(screen.getByText('Total').parentElement).toHaveTextContent('€16.50'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Submit order' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    const prompt = await within(payment).findByRole('alert');
    expect(prompt).toHaveTextContent('Insufficient balance. Available balance: €5.00');
    expect(within(payment).queryByLabelText('Payment password')).not.toBeInTheDocument();
    await app.user.click(within(prompt).getByRole('button', { name: 'Top up' }));
    await screen.findByRole('heading', { name: 'Top up', level: 1 });
    expect(window.location.pathname).toBe('/user/recharge');
    expect(window.history.state).not.toHaveProperty('bazaarOverlay');
    expect(app.server.calls('POST /wanlshop/pay/payment')).toHaveLength(0);
  });

  it('shows the balance the server reports when it refuses the payment as short', async () => {
    const short = server({
      'POST /wanlshop/pay/payment': () => ({
        refuse: 'Insufficient balance. Available balance: 5.00',
        data: { balance: '5.00', amount: '33.00', action: 'recharge' },
      }),
    });
    const app = await open({ server: short });
    await app.user.click(await screen.findByRole('button', { name: 'Submit order' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await app.user.type(within(payment).getByLabelText('Payment password'), 'secret1');
    await app.user.click(within(payment).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Available balance: $5.00',
    );
    expect(within(payment).getByRole('button', { name: 'Top up' })).toBeInTheDocument();
    // Closed without paying: the orders wait in the list of orders to pay.
    await app.user.click(within(payment).getByRole('button', { name: 'Close' }));
    await app.user.click(screen.getByRole('button', { name: 'Pay later' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/1'));
  });
});
