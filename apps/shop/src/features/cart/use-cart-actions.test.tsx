import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { computeCart, type CartLineRef } from '@bazaar/domain';
import { useCart } from '../../state/index.js';
import { serveCart } from '../../test/fake-cart-server.js';
import { createFakeServer } from '../../test/fake-server.js';
import { goods, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';
import { useCartActions, type CartActions } from './use-cart-actions.js';
import { useCheckout } from './use-checkout.js';

const tea = goods();
const cake = goods({ goods_id: 12, sku_id: 102, title: 'Cake', sku: { id: 102, price: '3.00' } });
const teaLine: CartLineRef = { goods_id: 11, sku_id: 101 };

let actions!: CartActions;
let checkout!: () => Promise<void>;

/** A stand-in cart screen that exposes the hooks and shows the totals. */
function CartProbe() {
  actions = useCartActions();
  checkout = useCheckout();
  const cart = useCart();
  return (
    <h1>
      {cart.cartnum} items, {cart.allsum} ticked
    </h1>
  );
}

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({
    path: '/cart',
    screens: { cart: async () => CartProbe },
    ...options,
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('useCartActions for a visitor (local cart)', () => {
  it('adds, increases, decreases, ticks and removes through the domain reducer', async () => {
    const app = await open();
    await act(() => actions.add(tea));
    await act(() => actions.add(cake));
    await act(() => actions.increase(teaLine));
    act(() => actions.tickAll(true));
    expect(screen.getByRole('heading')).toHaveTextContent('3 items, 28.00 ticked');
    await act(() => actions.decrease(teaLine));
    act(() => actions.tick(teaLine, false));
    expect(screen.getByRole('heading')).toHaveTextContent('2 items, 3.00 ticked');
    await act(() => actions.remove());
    expect(screen.getByRole('heading')).toHaveTextContent('1 items, 0.00 ticked');
    expect(
      app.server.requests.filter((request) => request.path.startsWith('/wanlshop/cart')),
    ).toEqual([]);
  });

  it('refuses a decrease at 1 and a delete with nothing ticked, with a toast', async () => {
    const app = await open({ cart: [tea] });
    await act(async () => expect(await actions.decrease(teaLine)).toBe(false));
    await expectToast(app, 'The quantity cannot be less than 1');
    await act(async () => expect(await actions.remove()).toBe(false));
    await expectToast(app, 'Please select an item first');
    expect(screen.getByRole('heading')).toHaveTextContent('1 items');
  });
});

describe('useCartActions for a logged-in user (server cart)', () => {
  it('sends each change to cart/storage and keeps the answer with the ticks of this device', async () => {
    const server = createFakeServer();
    const cartServer = serveCart(server, [tea, cake]);
    await open({ server, serverCart: 'api', session: sessionAnswer() });
    await act(() => actions.add({ ...tea, number: 2 }));
    await act(() => actions.add(cake));
    act(() => actions.tick(teaLine, true));
    await act(() => actions.increase(teaLine));
    expect(screen.getByRole('heading')).toHaveTextContent('4 items, 37.50 ticked');
    expect(cartServer.cart().cartnum).toBe(4);

    await act(() => actions.remove());
    expect(server.calls('POST /wanlshop/cart/storage').at(-1)?.body).toEqual({
      type: 'del',
      data: [teaLine],
    });
    expect(screen.getByRole('heading')).toHaveTextContent('1 items, 0.00 ticked');

    act(() => actions.tickAll(true));
    await act(() => actions.remove());
    expect(server.calls('POST /wanlshop/cart/storage').at(-1)?.body).toEqual({ type: 'empty' });
    expect(cartServer.cart().cartnum).toBe(0);
  });

  it('keeps the cart when the server refuses, showing its message', async () => {
    const server = createFakeServer();
    serveCart(server, []);
    const app = await open({ server, serverCart: 'api', session: sessionAnswer() });
    await act(async () => expect(await actions.add(tea)).toBe(false));
    await expectToast(app, 'goods_unavailable');
    expect(screen.getByRole('heading')).toHaveTextContent('0 items');
  });

  it('starts a logged-in user with the server cart', async () => {
    const server = createFakeServer();
    const cartServer = serveCart(server, [tea]);
    cartServer.seed(
      computeCart([
        { shop_id: 1, shop_name: 'Tea House', products: [{ ...tea, number: 5, checked: false }] },
      ]),
    );
    await open({ server, serverCart: 'api', session: sessionAnswer() });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('5 items'));
  });
});

describe('useCheckout', () => {
  it('refuses with nothing ticked', async () => {
    const app = await open({ cart: [tea] });
    await act(() => checkout());
    await expectToast(app, 'Please select an item first');
    expect(app.path()).toBe('/cart');
  });

  it('sends a visitor to log in, coming back to the cart', async () => {
    const app = await open({ cart: [tea] });
    act(() => actions.tickAll(true));
    await act(() => checkout());
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fcart'));
    await expectToast(app, 'Please log in first');
  });

  it('keeps the ticked lines as the pending order and opens the confirmation', async () => {
    const app = await open({ cart: [tea, cake], session: sessionAnswer() });
    act(() => actions.tick(teaLine, true));
    await act(() => checkout());
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    expect(app.services.store.getState().order.pending).toEqual([
      { goods_id: 11, sku_id: 101, number: 1 },
    ]);
  });
});
