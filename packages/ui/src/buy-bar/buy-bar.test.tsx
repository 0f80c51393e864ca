import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { BuyBar, type BuyBarProps } from './buy-bar.js';

function props(overrides: Partial<BuyBarProps> = {}): BuyBarProps {
  return {
    shopHref: '/shop/3',
    chatHref: '/chat/shop?shop=3&goods=12',
    isFavourite: false,
    onFavouritePress: vi.fn(),
    addToCartLabel: 'Add to cart',
    buyNowLabel: 'Buy now',
    onAddToCart: vi.fn(),
    onBuyNow: vi.fn(),
    ...overrides,
  };
}

describe('BuyBar', () => {
  it('links the shop and the chat, and reports its buttons', async () => {
    const given = props();
    const { user } = await renderUI(<BuyBar {...given} />);
    expect(screen.getByRole('group', { name: 'Buy this goods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop/3');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/chat/shop?shop=3&goods=12',
    );
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(given.onFavouritePress).toHaveBeenCalledOnce();
    expect(given.onAddToCart).toHaveBeenCalledOnce();
    expect(given.onBuyNow).toHaveBeenCalledOnce();
  });

  it('shows the favourite pressed, and disables buying when sold out', async () => {
    await renderUI(
      <BuyBar
        {...props({
          isFavourite: true,
          isSoldOut: true,
          addToCartLabel: 'Sold out',
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });
});
