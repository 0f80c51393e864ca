import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { BrandMark } from './brand-mark.js';

const meta = {
  title: 'Foundations/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bazaar')).toBeVisible();
  },
};
export const Large: Story = { args: { size: 'lg' } };
/** The mark alone (a narrow header): the name stays for screen readers. */
export const MarkOnly: Story = {
  args: { markOnly: true },
  render: (args) => (
    <a href="/" style={{ display: 'inline-flex' }}>
      <BrandMark {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bazaar' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack gap={4}>
      <BrandMark />
      <BrandMark size="lg" />
      <BrandMark markOnly />
    </Stack>
  ),
};
