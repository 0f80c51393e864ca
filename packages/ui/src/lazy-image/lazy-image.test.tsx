import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { LazyImage } from './lazy-image.js';

describe('LazyImage', () => {
  it('loads lazily behind the placeholder', async () => {
    const { container } = await renderUI(<LazyImage src="/a.png" alt="Tea" ratio={1} />);
    const image = screen.getByRole('img', { name: 'Tea' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps the placeholder when the picture fails, and starts again for a new address', async () => {
    const { container, rerender } = await renderUI(<LazyImage src="/a.png" alt="Tea" />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'error');
    rerender(<LazyImage src="/b.png" alt="Tea" />);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
  });
});
