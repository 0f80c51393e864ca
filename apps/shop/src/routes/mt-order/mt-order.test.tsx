import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  merchantOrder,
  merchantOrderInfo,
  merchantSession,
} from '../../test/merchant-trade-fixtures.js';
import { balance, orderGoods, page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

/** The clock of these tests: 20 hours before the first order's shipping deadline. */
const NOW = 1_700_100_000_000;

const toShip = merchantOrder();
const late = merchantOrder({
  id: 503,
  order_no: 'B202401010003',
  buyer: { id: 8, username: 'bo', nickname: '' },
  ship_deadline: 1_700_000_000,
  overdue: true,
  goods: [orderGoods({ id: 35, title: 'Oolong' })],
});
const shipped = merchantOrder({
  id: 502,
  order_no: 'B202401010002',
  state: 3,
  ship_deadline: null,
  buyer: { id: 10, username: 'cy', nickname: 'Cy' },
  goods: [orderGoods({ id: 32, title: 'Cake' })],
});

const { open, server } = screenTest({
  title: 'Trade management',
  path: '/mt/order',
  session: merchantSession(),
  now: () => NOW,
  routes: {
    'GET /wanlshop/merchant/orders': () => ({ data: page([toShip, late, shipped]) }),
    'GET /wanlshop/merchant/orderInfo': () => ({ data: merchantOrderInfo() }),
    'GET /wanlshop/pay/getBalance': () => ({ data: balance('100.00') }),
    'POST /wanlshop/merchant/ship': () => ({
      data: { id: 501, state: 3, wholesale: '16.00', balance: '84.00' },
    }),
  },
});

/** Chooses a courier in the shipping popup's list. */
async function chooseCourier(
  app: Awaited<ReturnType<typeof open>>,
  dialog: ReturnType<typeof within>,
  name: string,
) {
  await app.user.click(dialog.getByRole('button', { name: /Courier/ }));
  await app.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

/** The card of a buyer's order in the list. */
const card = async (buyer: string) =>
  within(
    (await screen.findByRole('heading', { name: `Buyer: ${buyer}`, level: 3 })).closest('li')!,
  );

describe('merchant orders', () => {
  it('lists the orders with their buyer, number, countdown or overdue label and actions', async () => {
    await open();
    const first = await card('Ann');
    expect(first.getByText('Order B202401010001')).toBeInTheDocument();
    expect(first.getByText('Time left to ship')).toBeInTheDocument();
    expect(first.getByText('20:15:00')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      '/mt/order/details/501',
    );
    const overdue = await card('bo');
    expect(overdue.getByText('Shipping overdue')).toBeInTheDocument();
    const done = await card('Cy');
    expect(done.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(done.queryByText('Time left to ship')).not.toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Contact buyer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profit records' })).toHaveAttribute(
      'href',
      '/mt/order_profit',
    );
  });

  it('switches the order tab in the address and the trade tabs by page', async () => {
    const app = await open();
    const tabs = within(screen.getByRole('tablist', { name: 'Order status' }));
    await app.user.click(tabs.getByRole('tab', { name: 'To ship' }));
    await waitFor(() => expect(app.path()).toBe('/mt/order?state=2'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/orders').at(-1)?.query.get('state')).toBe(
        '2',
      ),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/mt/order'));
    const trade = within(screen.getByRole('tablist', { name: 'Trade management' }));
    expect(trade.getByRole('tab', { name: 'Commodity orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.user.click(trade.getByRole('tab', { name: 'Refund management' }));
    await waitFor(() => expect(app.path()).toBe('/mt/refund'));
  });

  it('shows the wholesale cost and the balance before shipping, then ships with the courier', async () => {
    const app = await open();
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    expect((await dialog.findByText('Wholesale cost to pay')).nextSibling).toHaveTextContent(
      '$16.00',
    );
    expect(dialog.getByText('Your balance').nextSibling).toHaveTextContent('$100.00');
    // Both are required: nothing is sent without them (domain validateShipment).
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    expect(await dialog.findByText('Please fill in the required fields')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/merchant/ship')).toHaveLength(0);
    // A courier of the list, or "Other courier" with its name typed.
    await chooseCourier(app, dialog, 'Other courier');
    await app.user.type(dialog.getByRole('textbox', { name: "Courier's name" }), ' Swift Post ');
    await app.user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'none');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    expect(
      await dialog.findByText(
        'This tracking number is not valid: use the letters and digits the courier gave you',
      ),
    ).toBeInTheDocument();
    await app.user.clear(dialog.getByRole('textbox', { name: 'Tracking number' }));
    await app.user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'SP123');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    await expectToast(app, 'The order has been shipped');
    expect(app.server.calls('POST /wanlshop/merchant/ship')[0]?.body).toEqual({
      id: 501,
      express_name: 'Swift Post',
      express_no: 'SP123',
    });
    expect(
      app.server.calls('POST /wanlshop/merchant/ship')[0]?.headers['Idempotency-Key'],
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ship the order' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(app.server.calls('GET /wanlshop/merchant/orders')).toHaveLength(2));
  });

  it('says shipping takes nothing from the balance for own goods', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/merchant/orderInfo': () => ({
          data: merchantOrderInfo({ wholesale: '0.00' }),
        }),
      }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    expect(
      await dialog.findByText(
        'These goods are your own: shipping takes nothing from your balance.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses to ship when the balance cannot pay the wholesale cost, with a way to top up', async () => {
    const app = await open({
      server: server({ 'GET /wanlshop/pay/getBalance': () => ({ data: balance('10.00') }) }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Available balance: $10.00',
    );
    expect(dialog.queryByRole('button', { name: 'Confirm shipment' })).not.toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(app.path()).toBe('/user/recharge'));
    expect(app.server.calls('POST /wanlshop/merchant/ship')).toHaveLength(0);
  });

  it("shows the server's insufficient balance with the top-up, and other refusals in a toast", async () => {
    let answer: 'short' | 'state' = 'state';
    const app = await open({
      server: server({
        'POST /wanlshop/merchant/ship': () =>
          answer === 'short'
            ? {
                refuse: 'Insufficient balance. Available balance: 12.00',
                data: { balance: '12.00', amount: '16.00', action: 'recharge' },
              }
            : { refuse: 'This action is not available for the order in its current status' },
      }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    await dialog.findByText('Wholesale cost to pay');
    await chooseCourier(app, dialog, 'DHL');
    await app.user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), '1Z999AA1');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    await expectToast(app, 'This action is not available for the order in its current status');
    expect(app.server.calls('POST /wanlshop/merchant/ship')[0]?.body).toMatchObject({
      express_name: 'DHL',
      express_no: '1Z999AA1',
    });
    answer = 'short';
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Available balance: $12.00',
    );
    await app.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ship the order' })).not.toBeInTheDocument(),
    );
  });

  it('says when the shipping cost cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/merchant/orderInfo': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: merchantOrderInfo() },
      }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    expect(await dialog.findByText('The shipping cost could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByText('Wholesale cost to pay')).toBeInTheDocument();
  });

  it('opens the chat with the buyer', async () => {
    const app = await open();
    await app.user.click((await card('Cy')).getByRole('button', { name: 'Contact buyer' }));
    await waitFor(() => expect(app.path()).toBe('/mt/chat/10'));
  });

  it('shows "no orders" for an empty tab, and a retry when the list fails', async () => {
    let fail = true;
    const app = await open({
      path: '/mt/order?state=7',
      server: server({
        'GET /wanlshop/merchant/orders': ({ query }) =>
          query.get('state') === '7'
            ? { data: page([]) }
            : fail
              ? { refuse: 'Server error', status: 500 }
              : { data: page([toShip]) },
      }),
    });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Ann')).toBeTruthy();
  });

  it('works on desktop, with the shipping popup in the centre', async () => {
    const app = await open({ width: 1280 });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByRole('dialog', { name: 'Ship the order' })).toBeInTheDocument();
  });
});
