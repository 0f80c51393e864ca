import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { GoodsGallery } from './goods-gallery.js';

const pictures = [0, 60, 150, 210, 300].map((hue, index) => ({
  src: sampleImage(hue, 600, 600),
  alt: `Rugged phone ${index + 1}/5`,
}));

const body = within(document.body);
const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

const meta = {
  title: 'Media/GoodsGallery',
  component: GoodsGallery,
  args: { pictures, 'aria-label': 'Pictures of the goods' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  tags: ['screenshot'],
  parameters: { padding: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rugged phone 1/5' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(canvas.getByText('1 / 5')).toBeVisible();
  },
};

export const Desktop: Story = {
  tags: ['screenshot'],
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rugged phone 1/5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show picture 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const OnePicture: Story = { args: { pictures: pictures.slice(0, 1) } };

export const OnePictureDesktop: Story = {
  args: { pictures: pictures.slice(0, 1) },
  globals: desktop,
};

export const ThumbnailChoosesThePicture: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 3 of 5' }));
    await expect(canvas.getByRole('img', { name: 'Rugged phone 3/5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show picture 3 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const OpensTheViewer: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 2 of 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 2 of 5 full screen' }));
    const viewer = await body.findByRole('dialog', { name: 'Pictures of the goods' });
    await expect(viewer).toHaveTextContent('2 / 5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const OpensTheViewerOnAPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 1 of 5 full screen' }));
    const viewer = await body.findByRole('dialog', { name: 'Pictures of the goods' });
    await expect(viewer).toHaveTextContent('1 / 5');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close the pictures' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
