import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { BannerCarousel } from './banner-carousel.js';

const banners = [
  { id: 1, image: '/1.png', alt: 'Sale', href: '/sale' },
  { id: 2, image: '/2.png', alt: 'New' },
];

describe('BannerCarousel', () => {
  it('names the carousel, its slides and its dots', async () => {
    await renderUI(<BannerCarousel banners={banners} aria-label="Offers" autoPlayMs={0} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/sale');
    expect(screen.getByRole('img', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show banner 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause the banners' })).toBeNull();
  });

  it('offers a pause button while turning by itself', async () => {
    const { user } = await renderUI(<BannerCarousel banners={banners} aria-label="Offers" />);
    await user.click(screen.getByRole('button', { name: 'Pause the banners' }));
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
  });

  it('loads the first banner at once as the page main picture, the others lazily', async () => {
    const { container } = await renderUI(
      <BannerCarousel banners={banners} aria-label="Offers" autoPlayMs={0} priority />,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it("lays each banner's title over its picture as text, named once for screen readers", async () => {
    const { container } = await renderUI(
      <BannerCarousel
        banners={[
          { id: 1, image: '/1.png', alt: 'サマーセール', title: 'サマーセール', href: '/sale' },
          { id: 2, image: '/2.png', alt: 'New', title: 'New' },
        ]}
        aria-label="Offers"
        autoPlayMs={0}
      />,
    );
    const title = screen.getByText('サマーセール');
    expect(title.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'サマーセール' })).toContainElement(title);
    expect(screen.getByRole('img', { name: 'New' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-part="caption"]')).toHaveLength(2);
  });

  it('draws the banners once, not again at each turn or scroll', async () => {
    // Each picture asks for its resized copies whenever it renders.
    const imageSrcSet = vi.fn(() => undefined);
    await renderUI(<BannerCarousel banners={banners} aria-label="Offers" autoPlayMs={0} />, {
      imageSrcSet,
    });
    const drawn = imageSrcSet.mock.calls.length;
    const track = screen
      .getByRole('region', { name: 'Offers' })
      .querySelector('[data-part="track"]')!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 100 });
    track.scrollLeft = 100;
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Show banner 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(imageSrcSet).toHaveBeenCalledTimes(drawn);
  });

  it('draws nothing without banners', async () => {
    const { container } = await renderUI(<BannerCarousel banners={[]} aria-label="Offers" />);
    expect(container).toBeEmptyDOMElement();
  });
});
