import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, sampleImage } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { UnreadBadge } from '../unread-badge/unread-badge.js';
import { Avatar } from './avatar.js';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Amy Lee', src: sampleImage(200) },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Amy Lee' })).toBeVisible();
  },
};

export const Initial: Story = { args: { src: null } };

export const BrokenPicture: Story = {
  args: { src: BROKEN_IMAGE, name: '绿谷小店' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '绿谷小店' })).toHaveTextContent('绿'),
    );
  },
};

export const ShopLogo: Story = { args: { shape: 'square', size: 'lg', name: 'Green Valley' } };

export const WithUnreadBadge: Story = {
  args: { badge: <UnreadBadge count={4} placement="corner" /> },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack direction="row" gap={5}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} />
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={null} />
      <Avatar {...args} src={null} name="ร้านไทย" size="lg" shape="square" />
      <Avatar {...args} badge={<UnreadBadge count={12} placement="corner" />} />
    </Stack>
  ),
};
