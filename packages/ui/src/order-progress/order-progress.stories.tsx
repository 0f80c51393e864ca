import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderProgress } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { OrderProgress } from './order-progress.js';

const milestones = { createtime: 1763800000, paymenttime: 1763800600, delivertime: 1763900000 };
const formatTime = (seconds: number) =>
  new Intl.DateTimeFormat('en', { month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
    seconds * 1000,
  );

const meta = {
  title: 'Commerce/OrderProgress',
  component: OrderProgress,
  args: { steps: orderProgress('shipped', milestones), formatTime },
} satisfies Meta<typeof OrderProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(/Shipped/i);
  },
};

export const PendingPayment: Story = {
  args: { steps: orderProgress('pending_payment', { createtime: 1763800000 }) },
};

export const Completed: Story = { args: { steps: orderProgress('completed', milestones) } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      {(
        ['pending_payment', 'pending_shipment', 'shipped', 'pending_review', 'completed'] as const
      ).map((state) => (
        <OrderProgress key={state} {...args} steps={orderProgress(state, milestones)} />
      ))}
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
export const Thai: Story = { ...AllVariants, globals: { locale: 'th' } };
