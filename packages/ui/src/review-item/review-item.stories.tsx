import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { ReviewItem } from './review-item.js';

const meta = {
  title: 'Commerce/ReviewItem',
  component: ReviewItem,
  args: {
    reviewer: 'A***y',
    avatar: sampleImage(300),
    score: 4,
    text: 'The cups are thinner than they look and the glaze is even. The tray had a small scratch.',
    time: '2 days ago',
    dateTime: '2026-11-20',
    spec: 'Celadon / 4 cups',
  },
} satisfies Meta<typeof ReviewItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};

export const WithImages: Story = {
  args: {
    images: [sampleImage(10), sampleImage(60), sampleImage(120), sampleImage(180)],
    onImagePress: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 2 of 4' }));
    await expect(args.onImagePress).toHaveBeenCalledWith(1);
  },
};

export const ImagesWithoutViewer: Story = { args: { images: [sampleImage(10), sampleImage(60)] } };

export const LongText: Story = { args: { text: 'Очень хороший чай. '.repeat(30), score: 5 } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={1}>
      <ReviewItem {...args} />
      <ReviewItem
        {...args}
        score={2}
        avatar={null}
        images={[sampleImage(10), sampleImage(60), sampleImage(120)]}
        onImagePress={() => {}}
      />
    </Stack>
  ),
};
