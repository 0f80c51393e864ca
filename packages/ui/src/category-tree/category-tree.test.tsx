import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { CategoryTree } from './category-tree.js';

const categories = [
  {
    id: 1,
    name: 'Tea',
    children: [{ id: 11, name: 'Green', children: [{ id: 111, name: 'Longjing' }] }],
  },
  { id: 2, name: 'Cups' },
];

describe('CategoryTree', () => {
  it('groups the selected category by its sub-categories and links the leaves', async () => {
    const { user } = await renderUI(
      <CategoryTree categories={categories} hrefFor={(c) => `/c/${c.id}`} />,
    );
    expect(screen.getByRole('heading', { name: 'Green' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Longjing' })).toHaveAttribute('href', '/c/111');
    await user.click(screen.getByRole('tab', { name: 'Cups' }));
    expect(screen.getByRole('link', { name: 'Cups' })).toHaveAttribute('href', '/c/2');
  });
});
