import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BuyBar } from './buy-bar.js';

const meta = {
  title: 'Navigation/BuyBar',
  component: BuyBar,
  args: {
    shopHref: '/shop/3',
    chatHref: '/chat/shop?shop=3&goods=12',
    isFavourite: false,
    onFavouritePress: fn(),
    addToCartLabel: 'Add to cart',
    buyNowLabel: 'Buy now',
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
  parameters: { padding: false, screenshot: { fullPage: true } },
} satisfies Meta<typeof BuyBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('group', { name: 'Buy this goods' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuyNow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite' }));
    await expect(args.onFavouritePress).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/chat/shop?shop=3&goods=12',
    );
  },
};

export const Favourite: Story = {
  tags: ['screenshot'],
  args: { isFavourite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SoldOut: Story = {
  tags: ['screenshot'],
  args: { isSoldOut: true, addToCartLabel: 'Sold out' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

export const NarrowPhone: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Thai: Story = {
  tags: ['screenshot'],
  args: {
    addToCartLabel: 'เพิ่มลงรถเข็น',
    buyNowLabel: 'ซื้อเลย',
  },
  globals: { locale: 'th' },
};

export const Russian: Story = {
  tags: ['screenshot'],
  args: {
    addToCartLabel: 'В корзину',
    buyNowLabel: 'Купить сейчас',
  },
  globals: { locale: 'ru' },
};
