import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { ShopCard } from './shop-card.js';

const shop = { id: 1, name: 'Tea House', fans: 2, goodsCount: 1 };

describe('ShopCard', () => {
  it('shows counts with plurals and links the shop', async () => {
    await renderUI(<ShopCard shop={shop} href="/shop/1" />);
    expect(screen.getByRole('link', { name: 'Tea House' })).toHaveAttribute('href', '/shop/1');
    expect(screen.getByText('2 followers · 1 item')).toBeInTheDocument();
  });

  it('toggles following and describes the toggle by the shop name', async () => {
    const onFollowChange = vi.fn();
    const { user } = await renderUI(
      <ShopCard shop={shop} href="/shop/1" onFollowChange={onFollowChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Follow' });
    expect(toggle).toHaveAccessibleDescription('Tea House');
    await user.click(toggle);
    expect(onFollowChange).toHaveBeenCalledWith(true);
  });
});
