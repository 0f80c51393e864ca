import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { BannerCarousel } from './banner-carousel.js';

const banners = [
  {
    id: 1,
    image: sampleImage(0, 720, 300),
    alt: 'Spring tea festival: 20% off',
    title: 'Spring tea festival: 20% off',
    href: '/search?keyword=tea',
  },
  {
    id: 2,
    image: sampleImage(120, 720, 300),
    alt: 'New ceramics from Chiang Mai',
    title: 'New ceramics from Chiang Mai',
    href: '/shop/30',
  },
  {
    id: 3,
    image: sampleImage(240, 720, 300),
    alt: 'Free shipping this weekend',
    title: 'Free shipping this weekend',
  },
];

const meta = {
  title: 'Media/BannerCarousel',
  component: BannerCarousel,
  args: { banners, 'aria-label': 'Offers', autoPlayMs: 0 },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show banner 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const JumpByDot: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 3 of 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show banner 3 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** Turns by itself; the pause button stops it. */
export const AutoPlay: Story = {
  args: { autoPlayMs: 300 },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show banner 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the banners' }));
    await expect(canvas.getByRole('button', { name: 'Play the banners' })).toBeVisible();
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
