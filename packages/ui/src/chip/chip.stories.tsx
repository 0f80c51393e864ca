import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout/layout.js';
import { Chip } from './chip.js';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  args: { children: 'Refunding' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grey: Story = {};
export const Orange: Story = { args: { tone: 'orange' } };
export const Green: Story = { args: { tone: 'green', children: 'Refund complete' } };
export const Red: Story = { args: { tone: 'red', children: 'Rejected' } };
export const Blue: Story = { args: { tone: 'blue', children: 'New' } };
export const Brand: Story = { args: { tone: 'brand', children: 'To be paid' } };
export const TextOnly: Story = {
  args: { tone: 'brand', variant: 'text', children: 'To be shipped' },
};
export const LongText: Story = {
  args: { tone: 'orange', children: 'Платформа рассматривает запрос на возврат средств' },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      {(['filled', 'text'] as const).map((variant) => (
        <Stack key={variant} direction="row" gap={3}>
          {(['grey', 'orange', 'green', 'red', 'blue', 'brand'] as const).map((tone) => (
            <Chip key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
