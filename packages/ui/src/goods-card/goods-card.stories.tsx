import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DOLLARS, YEN, sampleImage } from '../../test/fixtures.js';
import { ResponsiveGrid, Stack } from '../layout/layout.js';
import { GoodsCard } from './goods-card.js';

const goods = {
  id: 1,
  title: 'Hand-made celadon tea set with four cups and a bamboo tray',
  image: sampleImage(150),
  price: '128.5',
  marketPrice: '199',
  sales: 1280,
};

const meta = {
  title: 'Commerce/GoodsCard',
  component: GoodsCard,
  args: { goods, currency: DOLLARS, href: '/goods/1' },
  render: (args) => (
    <div style={{ width: args.layout === 'list' ? undefined : 170 }}>
      <GoodsCard {...args} />
    </div>
  ),
} satisfies Meta<typeof GoodsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /celadon tea set/ })).toHaveAttribute(
      'href',
      '/goods/1',
    );
    await expect(canvas.getByText('1,280 sold')).toBeVisible();
  },
};

export const List: Story = { args: { layout: 'list' } };

export const WithAddToCart: Story = {
  args: { onAddToCart: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    // Described by the title, so the buttons of a grid are told apart.
    await expect(button).toHaveAccessibleDescription(goods.title);
    await userEvent.click(button);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

export const WithAddToCartDesktop: Story = {
  ...WithAddToCart,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const WithoutMarketPrice: Story = {
  args: { goods: { ...goods, marketPrice: undefined, sales: undefined } },
};

/** Stored amounts shown in another currency by the domain's rate. */
export const InYen: Story = { args: { currency: YEN }, globals: { locale: 'ja' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={4}>
      <ResponsiveGrid>
        <GoodsCard {...args} />
        <GoodsCard
          {...args}
          goods={{ ...goods, id: 2, title: 'Tea', marketPrice: undefined }}
          onAddToCart={() => {}}
        />
      </ResponsiveGrid>
      <GoodsCard {...args} layout="list" />
      <GoodsCard {...args} layout="list" currency={YEN} />
    </Stack>
  ),
};

export const Thai: Story = { ...AllVariants, globals: { locale: 'th' } };
