import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { DeliveryCountdown } from './delivery-countdown.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const frozen = () => NOW;
const HOUR = 3_600_000;

const meta = {
  title: 'Commerce/DeliveryCountdown',
  component: DeliveryCountdown,
  args: { deadline: NOW + 26 * HOUR + 5 * 60_000 + 9_000, now: frozen },
} satisfies Meta<typeof DeliveryCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 day 02:05:09')).toBeVisible();
  },
};

export const HoursLeft: Story = { args: { deadline: NOW + 3 * HOUR } };

export const Overdue: Story = {
  args: { deadline: NOW - 2 * HOUR },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-overdue]')).not.toBeNull();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      <DeliveryCountdown {...args} />
      <DeliveryCountdown {...args} deadline={NOW + 3 * HOUR} />
      <DeliveryCountdown {...args} deadline={NOW - 50 * HOUR} />
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
