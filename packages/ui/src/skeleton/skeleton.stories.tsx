import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Skeleton, SkeletonGroup } from './skeleton.js';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { height: '120px' } };

export const Text: Story = { args: { shape: 'text', width: '60%' } };

export const Circle: Story = { args: { shape: 'circle', height: '40px' } };

/** A goods card loading, announced once as "Loading". */
export const GoodsCardLoading: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ width: 170 }}>
      <SkeletonGroup>
        <Skeleton height="170px" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="60%" />
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

export const ListLoading: Story = {
  render: () => (
    <SkeletonGroup>
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" gap={4}>
          <Skeleton shape="circle" height="40px" />
          <div style={{ flex: 1 }}>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" />
          </div>
        </Stack>
      ))}
    </SkeletonGroup>
  ),
};
