import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { computeCart } from '@bazaar/domain';
import { serveCart } from '../../test/fake-cart-server.js';
import { createFakeServer } from '../../test/fake-server.js';
import { goods, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';

const tea = goods();
const cake = goods({
  shop_id: 2,
  shop_name: 'Bakery',
  goods_id: 12,
  sku_id: 102,
  title: 'Cake',
  sku: { id: 102, price: '3.00' },
});

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path: '/cart', ...options });
  await screen.findByRole('heading', { name: 'Cart', level: 1 });
  return app;
}

const total = () => screen.getByText('Total:').parentElement!;

describe('cart screen', () => {
  it('shows the empty cart with a way to go shopping', async () => {
    const app = await open();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go shopping' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('ticks lines, shops and everything, with the total of the ticked lines', async () => {
    const app = await open({ cart: [{ ...tea, number: 2 }, cake] });
    const lines = within(screen.getByRole('list', { name: 'Goods in your cart' }));
    expect(lines.getByRole('heading', { name: 'Tea House' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Check out (0)' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('checkbox', { name: 'Select Green tea' }));
    expect(total()).toHaveTextContent('$25.00');
    expect(screen.getByRole('checkbox', { name: 'Select all from Tea House' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();

    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(total()).toHaveTextContent('$28.00');
    expect(screen.getByRole('button', { name: 'Check out (3)' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all from Bakery' }));
    expect(total()).toHaveTextContent('$25.00');
  });

  it('changes quantities, refusing to go below 1', async () => {
    const app = await open({ cart: [tea] });
    expect(screen.getByRole('textbox', { name: 'Quantity of Green tea' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: /Increase/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of Green tea' })).toHaveValue('2'),
    );
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeEnabled();
    await waitFor(() => expect(app.services.store.getState().cart.cartnum).toBe(2));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(total()).toHaveTextContent('$25.00');
  });

  it("asks before deleting a visitor's ticked lines, then undoes the deletion", async () => {
    const app = await open({ cart: [{ ...tea, number: 2 }, cake] });
    await app.user.click(screen.getByRole('button', { name: 'Manage' }));
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectToast(app, 'Please select an item first');
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();

    // Kept: nothing changes.
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    let question = within(await screen.findByRole('alertdialog', { name: 'Please confirm' }));
    expect(question.getByText('Delete these 2 items from your cart?')).toBeInTheDocument();
    await app.user.click(question.getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(app.services.store.getState().cart.cartnum).toBe(3);

    // Deleted, then put back as they were: quantities and ticks.
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    question = within(await screen.findByRole('alertdialog', { name: 'Please confirm' }));
    await app.user.click(question.getByRole('button', { name: 'Delete 2 items' }));
    await expectToast(app, '2 items deleted');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Undo' }));
    await expectToast(app, '2 items are back in your cart');
    expect(await screen.findByRole('checkbox', { name: 'Select Cake' })).toBeChecked();
    const cart = app.services.store.getState().cart;
    expect(cart.cartnum).toBe(3);
    expect(cart.allsum).toBe('28.00');
  });

  it("deletes a logged-in user's ticked line on the server and puts it back on undo", async () => {
    const server = createFakeServer();
    const cartServer = serveCart(server, [tea, cake]);
    cartServer.seed(
      computeCart([
        { shop_id: 1, shop_name: 'Tea House', products: [{ ...tea, number: 2, checked: false }] },
        { shop_id: 2, shop_name: 'Bakery', products: [{ ...cake, checked: false }] },
      ]),
    );
    const app = await open({ server, serverCart: 'api', session: sessionAnswer() });
    await app.user.click(await screen.findByRole('button', { name: 'Manage' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Green tea' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Please confirm' }));
    expect(question.getByText('Delete this item from your cart?')).toBeInTheDocument();
    await app.user.click(question.getByRole('button', { name: 'Delete 1 item' }));
    await expectToast(app, '1 item deleted');
    expect(server.calls('POST /wanlshop/cart/storage')[0]?.body).toEqual({
      type: 'del',
      data: [{ goods_id: 11, sku_id: 101 }],
    });
    await waitFor(() => expect(cartServer.cart().cartnum).toBe(1));
    await app.user.click(await screen.findByRole('button', { name: 'Undo' }));
    await expectToast(app, '1 item is back in your cart');
    // The server has the line again with its quantity; this device has its tick back.
    expect(cartServer.cart().cartnum).toBe(3);
    expect(await screen.findByRole('checkbox', { name: 'Select Green tea' })).toBeChecked();
    expect(app.services.store.getState().cart.allsum).toBe('25.00');
  });

  it('sends a visitor who moves goods to the favourites to log in', async () => {
    const app = await open({ cart: [tea] });
    await app.user.click(screen.getByRole('button', { name: 'Manage' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await app.user.click(screen.getByRole('button', { name: 'Move to favourites' }));
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fcart'));
    expect(app.services.store.getState().cart.cartnum).toBe(1);
  });

  it('checks out: login first for a visitor, then the confirmation with the ticked lines', async () => {
    const app = await open({ cart: [tea, cake] });
    await app.user.click(screen.getByRole('button', { name: 'Check out (0)' }));
    await expectToast(app, 'Please select an item first');
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Cake' }));
    await app.user.click(screen.getByRole('button', { name: 'Check out (1)' }));
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fcart'));
  });

  it("moves a logged-in user's ticked goods to the favourites on the server, then checks out", async () => {
    const server = createFakeServer();
    const cartServer = serveCart(server, [tea, cake]);
    cartServer.seed(
      computeCart([
        { shop_id: 1, shop_name: 'Tea House', products: [{ ...tea, checked: false }] },
        { shop_id: 2, shop_name: 'Bakery', products: [{ ...cake, checked: false }] },
      ]),
    );
    const app = await open({ server, serverCart: 'api', session: sessionAnswer() });
    await app.user.click(await screen.findByRole('button', { name: 'Manage' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Cake' }));
    await app.user.click(screen.getByRole('button', { name: 'Move to favourites' }));
    await expectToast(app, 'Moved to your favourites');
    expect(server.calls('POST /wanlshop/cart/storage')[0]?.body).toEqual({
      type: 'follow',
      data: [{ goods_id: 12, sku_id: 102 }],
    });
    expect(screen.queryByRole('checkbox', { name: 'Select Cake' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Done' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await app.user.click(screen.getByRole('button', { name: 'Check out (1)' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    expect(app.services.store.getState().order.pending).toEqual([
      { goods_id: 11, sku_id: 101, number: 1 },
    ]);
  });
});
