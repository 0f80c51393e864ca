import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { EMPTY_KINDS, EmptyState } from './empty-state.js';

describe('EmptyState', () => {
  it.each(EMPTY_KINDS)('%s has its own message', async (kind) => {
    const { container } = await renderUI(<EmptyState kind={kind} />);
    const text = container.querySelector('p')?.textContent ?? '';
    expect(text).not.toBe('');
    expect(text).not.toContain(kind);
  });

  it('draws "no more data" as a single line and takes a custom message and action', async () => {
    const { container } = await renderUI(
      <EmptyState
        kind="empty_cart"
        message="Nothing here"
        action={<button type="button">Shop</button>}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop' })).toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('data-compact');
  });
});
