import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartReducer, computeCart } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { CART_INPUT, DOLLARS } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { CartShopGroup } from './cart-shop-group.js';

const cart = computeCart(CART_INPUT);
const [partly, full] = cart.list;
if (!partly || !full) throw new Error('the cart fixture lost its shops');

const meta = {
  title: 'Commerce/CartShopGroup',
  component: CartShopGroup,
  args: {
    shop: partly,
    currency: DOLLARS,
    shopHref: '/shop/12',
    lineHref: (line) => `/goods/${line.goods_id}`,
    onShopCheckedChange: fn(),
    onLineCheckedChange: fn(),
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof CartShopGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some lines ticked: the shop tick is mixed (the domain's `choose`). */
export const PartlyTicked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Select all from/ })).toBePartiallyChecked();
  },
};

export const AllTicked: Story = {
  args: { shop: full },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Select all from/ })).toBeChecked();
  },
};

/** Ticking the shop ticks every line, through the domain's reducer. */
export const TickTheShop: Story = {
  render: (args) => {
    function Demo() {
      const [state, dispatch] = useReducer(cartReducer, cart);
      const shop = state.list[0];
      if (!shop) return null;
      return (
        <CartShopGroup
          {...args}
          shop={shop}
          onShopCheckedChange={(checked) =>
            dispatch({ type: 'tick_shop', shop_id: shop.shop_id, checked })
          }
          onLineCheckedChange={(line, checked) =>
            dispatch({ type: 'tick', goods_id: line.goods_id, sku_id: line.sku_id, checked })
          }
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select all from/ }));
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toBeChecked();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      <CartShopGroup {...args} />
      <CartShopGroup {...args} shop={full} shopHref="/shop/30" />
    </Stack>
  ),
};

export const Japanese: Story = { ...AllVariants, globals: { locale: 'ja' } };
