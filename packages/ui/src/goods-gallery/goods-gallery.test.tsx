import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { GoodsGallery } from './goods-gallery.js';

const pictures = [
  { src: '/uploads/a.png', alt: 'Tea 1/3' },
  { src: '/uploads/b.png', alt: 'Tea 2/3' },
  { src: '/uploads/c.png', alt: 'Tea 3/3' },
];
const srcSet = (src: string) => `${src}?w=640 640w, ${src}?w=1080 1080w`;

describe('GoodsGallery', () => {
  it('on the desktop, shows the main picture at its column size; a thumbnail chooses it', async () => {
    const { user } = await renderUI(<GoodsGallery pictures={pictures} aria-label="Pictures" />, {
      layout: 'desktop',
      imageSrcSet: srcSet,
    });
    const gallery = screen.getByRole('region', { name: 'Pictures' });
    const main = within(gallery).getByRole('img');
    expect(main).toHaveAttribute('alt', 'Tea 1/3');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 560px, (min-width: 720px) 46vw, 560px',
    );
    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('alt', 'Tea 3/3');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the viewer at the picture shown, and closes it', async () => {
    const { user } = await renderUI(<GoodsGallery pictures={pictures} aria-label="Pictures" />, {
      layout: 'desktop',
    });
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Open picture 2 of 3 full screen' }));
    const viewer = screen.getByRole('dialog', { name: 'Pictures' });
    expect(viewer).toHaveTextContent('2 / 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone, shows one picture a screen with a counter, without thumbnails', async () => {
    const { user } = await renderUI(<GoodsGallery pictures={pictures} aria-label="Pictures" />, {
      imageSrcSet: srcSet,
    });
    const gallery = screen.getByRole('region', { name: 'Pictures' });
    expect(gallery).toHaveTextContent('1 / 3');
    expect(within(gallery).getByRole('img')).toHaveAttribute('sizes', '100vw');
    expect(screen.queryByRole('button', { name: /Show picture/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open picture 1 of 3 full screen' }));
    expect(screen.getByRole('dialog', { name: 'Pictures' })).toHaveTextContent('1 / 3');
  });
});
