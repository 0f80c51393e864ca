import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../icon/icon.js';
import { Stack } from '../layout/layout.js';
import { UnreadBadge } from './unread-badge.js';

const meta = {
  title: 'Data display/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 unread')).toBeInTheDocument();
  },
};

export const Capped: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Items: Story = {
  args: { count: 2, kind: 'items' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 items')).toBeInTheDocument();
  },
};

export const ItemsRussian: Story = {
  args: { count: 5, kind: 'items' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 товаров')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { dot: true } };

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-placement]')).toBeNull();
  },
};

export const OnAnIcon: Story = {
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex', fontSize: 28 }}>
      <Icon name="chat" />
      <UnreadBadge {...args} placement="corner" />
    </span>
  ),
};

/** Beside an icon and before a label, as the desktop header shows it: the label starts after it. */
export const BesideALabel: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack direction="row" gap={6}>
      {[1, 12, 150].map((count) => (
        <span key={count} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span style={{ display: 'inline-flex', fontSize: 20 }}>
            <Icon name="user" />
            <UnreadBadge count={count} placement="beside" />
          </span>
          Me
        </span>
      ))}
    </Stack>
  ),
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack direction="row" gap={6}>
      <UnreadBadge count={1} />
      <UnreadBadge count={42} />
      <UnreadBadge count={1000} />
      <UnreadBadge count={5} dot />
      {[2, 150].map((count) => (
        <span key={count} style={{ position: 'relative', display: 'inline-flex', fontSize: 28 }}>
          <Icon name="cart" />
          <UnreadBadge count={count} kind="items" placement="corner" />
        </span>
      ))}
    </Stack>
  ),
};

export const AllVariantsDesktop: Story = {
  ...AllVariants,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
