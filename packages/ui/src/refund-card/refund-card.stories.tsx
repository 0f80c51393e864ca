import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DOLLARS, sampleImage } from '../../test/fixtures.js';
import { Stack } from '../layout/layout.js';
import { RefundCard } from './refund-card.js';

const meta = {
  title: 'Commerce/RefundCard',
  component: RefundCard,
  args: {
    shopName: 'Green Valley Tea House',
    state: 'in_process',
    goods: { title: 'Spring Longjing green tea, 250 g', image: sampleImage(90), spec: '250 g' },
    type: 'return_and_refund',
    amount: '79.80',
    currency: DOLLARS,
    href: '/user/refund/details/4',
    onAction: fn(),
  },
} satisfies Meta<typeof RefundCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProcess: Story = {
  args: { actions: [{ id: 'close', label: 'Close refund' }] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close refund' }));
    await expect(args.onAction).toHaveBeenCalledWith('close');
  },
};

export const Rejected: Story = {
  args: { state: 'seller_rejected', refusalReason: 'The package was opened and used.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Reason for refusal: The package was opened and used.'),
    ).toBeVisible();
  },
};

/** The reason follows the label with the language's own punctuation (a full-width colon). */
export const RejectedChinese: Story = {
  tags: ['screenshot'],
  args: { state: 'seller_rejected', refusalReason: '包装已拆开并使用过。' },
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('拒绝原因：包装已拆开并使用过。')).toBeVisible();
  },
};

export const RejectedDesktop: Story = {
  ...Rejected,
  tags: ['screenshot'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Succeeded: Story = { args: { state: 'refund_succeeded', type: 'refund_only' } };

export const Closed: Story = { args: { state: 'closed' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      <RefundCard {...args} />
      <RefundCard
        {...args}
        state="seller_rejected"
        refusalReason="The package was opened and used."
      />
      <RefundCard {...args} state="refund_succeeded" type="refund_only" />
    </Stack>
  ),
};
