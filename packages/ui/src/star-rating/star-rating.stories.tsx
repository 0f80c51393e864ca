import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateCommentScore } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { StarRating, StarRatingDisplay } from './star-rating.js';

const meta = {
  title: 'Forms/StarRating',
  component: StarRating,
  args: { label: 'Goods score', value: 0, onChange: fn() },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FourStars: Story = { args: { value: 4 } };

export const Choose: Story = {
  render: (args) => {
    function Demo() {
      const [value, setValue] = useState(0);
      return (
        <StarRating
          {...args}
          value={value}
          onChange={setValue}
          validation={validateCommentScore(value)}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please give the goods a score' } };

export const Disabled: Story = { args: { value: 5, isDisabled: true } };

export const Display: Story = {
  render: () => <StarRatingDisplay value={3.6} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={4}>
      <StarRating {...args} />
      <StarRating {...args} value={4} />
      <StarRating {...args} errorMessage="Please give the goods a score" />
      <Stack direction="row" gap={4}>
        {[0, 1, 2.5, 5].map((value) => (
          <StarRatingDisplay key={value} value={value} />
        ))}
      </Stack>
    </Stack>
  ),
};
