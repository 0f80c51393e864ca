import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { computeCart } from '@bazaar/domain';
import { CART_INPUT, YEN } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { CartLine } from './cart-line.js';

const cart = computeCart(CART_INPUT);
const line = cart.list[0]!.products[1]!;

describe('CartLine', () => {
  it('names its controls by the goods and converts the price', async () => {
    const { container } = await renderUI(
      <CartLine
        line={line}
        currency={YEN}
        href="/goods/2"
        onCheckedChange={() => {}}
        onQuantityChange={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: `Select ${line.title}` })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: `Quantity of ${line.title}` })).toHaveValue('3');
    expect(container).toHaveTextContent('¥798.00');
  });

  it('reports ticks and quantities', async () => {
    const onCheckedChange = vi.fn();
    const onQuantityChange = vi.fn();
    const { user } = await renderUI(
      <CartLine
        line={line}
        currency={YEN}
        href="/goods/2"
        onCheckedChange={onCheckedChange}
        onQuantityChange={onQuantityChange}
      />,
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(onQuantityChange).toHaveBeenCalledWith(2);
  });
});
