import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { computeCart } from '@bazaar/domain';
import { CART_INPUT, DOLLARS } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { CartShopGroup } from './cart-shop-group.js';

const cart = computeCart(CART_INPUT);

function renderGroup(index: number, handlers = {}) {
  return renderUI(
    <CartShopGroup
      shop={cart.list[index]!}
      currency={DOLLARS}
      shopHref="/shop/x"
      lineHref={(line) => `/goods/${line.goods_id}`}
      onShopCheckedChange={() => {}}
      onLineCheckedChange={() => {}}
      onQuantityChange={() => {}}
      {...handlers}
    />,
  );
}

describe('CartShopGroup', () => {
  it('shows the domain tick state of the shop: mixed when partly ticked', async () => {
    await renderGroup(0);
    expect(
      screen.getByRole('checkbox', { name: /Select all from Green Valley/ }),
    ).toBePartiallyChecked();
    expect(screen.getByRole('region', { name: /Green Valley/ })).toBeInTheDocument();
  });

  it('is ticked when every line is', async () => {
    await renderGroup(1);
    expect(screen.getByRole('checkbox', { name: /Select all from/ })).toBeChecked();
  });

  it('reports the line with its change', async () => {
    const onQuantityChange = vi.fn();
    const { user } = await renderGroup(0, { onQuantityChange });
    await user.click(screen.getAllByRole('button', { name: /Increase/ })[1] as HTMLElement);
    expect(onQuantityChange).toHaveBeenCalledWith(expect.objectContaining({ goods_id: 2 }), 4);
  });
});
