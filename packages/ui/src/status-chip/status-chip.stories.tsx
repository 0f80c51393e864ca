import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FEEDBACK_STATUSES,
  GOODS_REFUND_STATUSES,
  ORDER_STATES,
  REFUND_STATES,
  VISIBILITIES,
  VISIBILITY_SUBJECTS,
} from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import {
  FeedbackStatusChip,
  GoodsRefundStatusChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip.js';

/** Every status chip of the domain's states. */
function AllStatusChips() {
  return (
    <Stack gap={5}>
      <Stack direction="row" gap={3} aria-label="Order statuses">
        {ORDER_STATES.map((state) => (
          <OrderStatusChip key={state} state={state} variant="filled" />
        ))}
      </Stack>
      <Stack direction="row" gap={3} aria-label="Refund states">
        {REFUND_STATES.map((state) => (
          <RefundStatusChip key={state} state={state} />
        ))}
      </Stack>
      <Stack direction="row" gap={3} aria-label="Goods refund statuses">
        {GOODS_REFUND_STATUSES.map((status) => (
          <GoodsRefundStatusChip key={status} status={status} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Every feedback handling status, then every visibility chip: each subject shown and put away. */
function AllVisibilityChips() {
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={3} aria-label="feedback">
        {FEEDBACK_STATUSES.map((status) => (
          <FeedbackStatusChip key={status} status={status} />
        ))}
      </Stack>
      {VISIBILITY_SUBJECTS.map((subject) => (
        <Stack key={subject} direction="row" gap={3} aria-label={subject}>
          {VISIBILITIES.map((visibility) => (
            <VisibilityChip key={visibility} subject={subject} visibility={visibility} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Data display/Status chips',
  component: AllStatusChips,
} satisfies Meta<typeof AllStatusChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Goods-level refund states 0 to 3 orange, 4 green, 5 grey (the domain's rule). */
export const AllStates: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const goods = canvas.getByLabelText('Goods refund statuses').children;
    const tones = Array.from(goods).map((chip) => chip.getAttribute('data-tone'));
    await expect(tones).toEqual(['orange', 'orange', 'orange', 'orange', 'green', 'grey']);
  },
};

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };

export const Thai: Story = { tags: ['screenshot'], globals: { locale: 'th' } };

export const Japanese: Story = { tags: ['screenshot'], globals: { locale: 'ja' } };

export const SimplifiedChinese: Story = { tags: ['screenshot'], globals: { locale: 'zh-cn' } };

/** Shown green, put away grey, for every subject (a voucher "Stopped", kept goods "No longer on sale"). */
export const Visibility: Story = {
  tags: ['screenshot'],
  render: () => <AllVisibilityChips />,
  play: async ({ canvas }) => {
    const voucher = canvas.getByLabelText('voucher').children;
    await expect(Array.from(voucher).map((chip) => chip.getAttribute('data-tone'))).toEqual([
      'green',
      'grey',
    ]);
    await expect(canvas.getByText('No longer on sale')).toBeVisible();
  },
};

export const VisibilityJapanese: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ja' },
  render: () => <AllVisibilityChips />,
};
