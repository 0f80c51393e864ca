import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, sampleImage } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { LazyImage } from './lazy-image.js';

const meta = {
  title: 'Media/LazyImage',
  component: LazyImage,
  args: { src: sampleImage(30), alt: 'Green tea set', ratio: 1 },
  render: (args) => (
    <div style={{ width: 160 }}>
      <LazyImage {...args} />
    </div>
  ),
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
  },
};

/** A broken address shows the default placeholder, not a broken picture. */
export const Error: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'error'),
    );
  },
};

export const Wide: Story = { args: { ratio: 2.4 } };

export const Contain: Story = { args: { fit: 'contain', radius: '12px' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack direction="row" gap={4}>
      <div style={{ width: 100 }}>
        <LazyImage src={sampleImage(30)} alt="" ratio={1} />
      </div>
      <div style={{ width: 100 }}>
        <LazyImage src={BROKEN_IMAGE} alt="" ratio={1} radius="12px" />
      </div>
      <div style={{ width: 160 }}>
        <LazyImage src={sampleImage(200, 480, 200)} alt="" ratio={2.4} />
      </div>
    </Stack>
  ),
};
