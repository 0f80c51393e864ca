import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { ShopCard } from './shop-card.js';

const shop = {
  id: 12,
  name: 'Green Valley Tea House',
  logo: sampleImage(110),
  fans: 5321,
  goodsCount: 86,
  description: 'Spring harvest teas picked by hand in the hills of Fujian.',
};

const meta = {
  title: 'Commerce/ShopCard',
  component: ShopCard,
  args: { shop, href: '/shop/12' },
} satisfies Meta<typeof ShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Follow: Story = {
  render: (args) => {
    function Demo() {
      const [following, setFollowing] = useState(false);
      return <ShopCard {...args} isFollowing={following} onFollowChange={setFollowing} />;
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Follow' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Following: Story = { args: { isFollowing: true, onFollowChange: fn() } };

export const Pending: Story = { args: { onFollowChange: fn(), isFollowPending: true } };

export const WithoutLogo: Story = {
  args: { shop: { ...shop, logo: null, description: undefined } },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      <ShopCard {...args} onFollowChange={() => {}} />
      <ShopCard {...args} isFollowing onFollowChange={() => {}} />
      <ShopCard
        {...args}
        shop={{ ...shop, logo: null, name: 'ร้านชาเขียว', description: undefined }}
      />
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
