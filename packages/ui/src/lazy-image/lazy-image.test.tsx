import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderUI } from '../../test/render.js';
import { LazyImage } from './lazy-image.js';

const srcSet = (src: string) => (src.startsWith('/uploads/') ? `${src}?w=320 320w` : undefined);

describe('LazyImage', () => {
  it('loads lazily in front of the placeholder', async () => {
    const { container } = await renderUI(<LazyImage src="/a.png" alt="Tea" ratio={1} />);
    const image = screen.getByRole('img', { name: 'Tea' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('srcset');
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

  it('offers the resized copies of the app with the width it shows at', async () => {
    await renderUI(<LazyImage src="/uploads/a.png" alt="Tea" ratio={2} sizes="50vw" />, {
      imageSrcSet: srcSet,
    });
    const image = screen.getByRole('img', { name: 'Tea' });
    expect(image).toHaveAttribute('srcset', '/uploads/a.png?w=320 320w');
    expect(image).toHaveAttribute('sizes', '50vw');
    // Width and height state the ratio, so the page keeps its place before the picture arrives.
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '320');
  });

  it('uses an address without copies as it is', async () => {
    await renderUI(<LazyImage src="blob:x" alt="Tea" />, { imageSrcSet: srcSet });
    const image = screen.getByRole('img', { name: 'Tea' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).not.toHaveAttribute('width');
  });

  it('loads the page main picture at once with high priority', async () => {
    await renderUI(<LazyImage src="/uploads/a.png" alt="Tea" ratio={1} priority />, {
      imageSrcSet: srcSet,
    });
    const image = screen.getByRole('img', { name: 'Tea' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('shows a picture the browser already had before the script ran as loaded', async () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    const natural = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', {
      get: () => true,
      configurable: true,
    });
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
      get: () => 640,
      configurable: true,
    });
    try {
      const { container } = await renderUI(<LazyImage src="/a.png" alt="Tea" />);
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete!);
      Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', natural!);
    }
  });

  it('renders on the server with the picture visible (no script needed)', () => {
    const html = renderToString(<LazyImage src="/a.png" alt="Tea" ratio={1} priority />);
    expect(html).toContain('data-state="loading"');
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
  });
});
