import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SHOPPER_TABS } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { Header } from './header.js';

describe('Header', () => {
  it('links the main sections with the current one marked', async () => {
    await renderUI(<Header brand="Bazaar" items={SHOPPER_TABS} currentId="category" />, {
      layout: 'desktop',
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/category');
    expect(screen.getByText('Bazaar')).toBeInTheDocument();
  });

  it('has no navigation without items', async () => {
    await renderUI(<Header brand="Bazaar" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads the cart count as items and the unread messages as unread', async () => {
    await renderUI(
      <Header
        brand="Bazaar"
        items={SHOPPER_TABS}
        badges={{ cart: 1, user: 2 }}
        badgeKinds={{ cart: 'items' }}
      />,
      { layout: 'desktop', locale: 'pt' },
    );
    expect(screen.getByText('1 produto')).toBeInTheDocument();
    expect(screen.getByText('2 não lidas')).toBeInTheDocument();
  });
});
