import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { ChoiceChips, type ChoiceChipsProps } from './choice-chips.js';

function ChipsDemo(props: ChoiceChipsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceChips
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ChoiceChips',
  component: ChipsDemo,
  args: {
    label: 'Colour',
    options: ['Midnight Black', 'Glacier White', 'Forest Green'],
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof ChipsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { value: 'Glacier White' } };

export const SoldOutOption: Story = {
  args: { disabledOptions: ['Forest Green'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Forest Green' })).toBeDisabled();
  },
};

export const Chooses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Forest Green' }));
    await expect(args.onChange).toHaveBeenCalledWith('Forest Green');
    await expect(canvas.getByRole('radio', { name: 'Forest Green' })).toBeChecked();
  },
};

export const LongValues: Story = {
  args: {
    label: 'Size',
    options: ['S', 'XL', 'Extra large for tall people, 190 cm and over', '2 m'],
    value: 'XL',
  },
};

const allStates = (args: ChoiceChipsProps) => (
  <Stack gap={6}>
    <ChoiceChips {...args} />
    <ChoiceChips {...args} label="Storage" options={['128GB', '256GB']} value="256GB" />
    <ChoiceChips
      {...args}
      label="Size"
      options={['S', 'M', 'Extra large for tall people, 190 cm and over']}
      value="M"
      disabledOptions={['S']}
    />
  </Stack>
);

export const AllStates: Story = { tags: ['screenshot'], render: allStates };

export const AllStatesDesktop: Story = {
  tags: ['screenshot'],
  render: allStates,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Thai: Story = {
  tags: ['screenshot'],
  args: { label: 'สี', options: ['ดำมิดไนท์', 'ขาวกลาเซียร์', 'เขียวป่า'], value: 'ดำมิดไนท์' },
  globals: { locale: 'th' },
};
