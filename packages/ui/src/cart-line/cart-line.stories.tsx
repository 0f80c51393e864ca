import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartReducer, computeCart } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { CART_INPUT, DOLLARS } from '../../test/fixtures.js';
import { CartLine } from './cart-line.js';

const cart = computeCart(CART_INPUT);
const [first, second] = cart.list[0]?.products ?? [];
if (!first || !second) throw new Error('the cart fixture lost its lines');

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    line: first,
    currency: DOLLARS,
    href: '/goods/1',
    onCheckedChange: fn(),
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity 1: decrease is disabled by the cart rule. */
export const TickedAtOne: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

export const Unticked: Story = { args: { line: second } };

export const Disabled: Story = { args: { isDisabled: true } };

/** The domain's reducer drives the line. */
export const WithTheCartRules: Story = {
  render: (args) => {
    function Demo() {
      const [state, dispatch] = useReducer(cartReducer, cart);
      const line = state.list[0]?.products[0];
      if (!line) return null;
      const ref = { goods_id: line.goods_id, sku_id: line.sku_id };
      return (
        <CartLine
          {...args}
          line={line}
          onCheckedChange={(checked) => dispatch({ type: 'tick', checked, ...ref })}
          onQuantityChange={(quantity) =>
            dispatch({ type: quantity > line.number ? 'bcadd' : 'bcsub', ...ref })
          }
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox')).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ background: 'white' }}>
      <CartLine {...args} />
      <CartLine {...args} line={second} />
      <CartLine {...args} line={second} isDisabled />
    </div>
  ),
};
