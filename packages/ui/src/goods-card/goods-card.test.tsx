import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DOLLARS, YEN } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { GoodsCard } from './goods-card.js';

const goods = {
  id: 7,
  title: 'Tea cup',
  image: '/cup.png',
  price: '10',
  marketPrice: '15',
  sales: 1,
};

describe('GoodsCard', () => {
  it('links the title to the goods and shows the prices in the display currency', async () => {
    const { container } = await renderUI(
      <GoodsCard goods={goods} currency={YEN} href="/goods/7" />,
    );
    expect(screen.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/goods/7');
    expect(container).toHaveTextContent('¥200.00');
    expect(container).toHaveTextContent('¥300.00');
    expect(screen.getByText('1 sold')).toBeInTheDocument();
  });

  it('adds to the cart without following the link', async () => {
    const onAddToCart = vi.fn();
    const navigate = vi.fn();
    const { user } = await renderUI(
      <GoodsCard goods={goods} currency={DOLLARS} href="/goods/7" onAddToCart={onAddToCart} />,
      { router: { navigate } },
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('describes the add-to-cart button by the goods title', async () => {
    await renderUI(
      <GoodsCard goods={goods} currency={DOLLARS} href="/goods/7" onAddToCart={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      'Tea cup',
    );
  });
});
