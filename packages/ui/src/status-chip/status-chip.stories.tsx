import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  APPLICATION_STATES,
  APPLICATION_VIEWERS,
  COUPLE_STATES,
  FEEDBACK_STATUSES,
  LEDGER_CHECK_STATES,
  WITHDRAW_STATUSES,
  GOODS_REFUND_STATUSES,
  ORDER_STATES,
  REFUND_STATES,
  VISIBILITIES,
  VISIBILITY_SUBJECTS,
} from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import {
  ApplicationStatusChip,
  CoupleStatusChip,
  FeedbackStatusChip,
  FinanceStatusChip,
  LedgerCheckChip,
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

const FINANCE_READERS = [
  ['recharge', 'buyer'],
  ['withdraw', 'seller'],
  ['recharge', 'platform'],
  ['withdraw', 'platform'],
] as const;

/**
 * The requests' chips: every application state for the applicant and the platform, every top-up
 * and withdrawal status for its maker and the platform, every couple invitation state and every
 * check of the books.
 */
function AllRequestChips() {
  return (
    <Stack gap={3}>
      {APPLICATION_VIEWERS.map((viewer) => (
        <Stack key={viewer} direction="row" gap={3} aria-label={`application ${viewer}`}>
          {APPLICATION_STATES.map((state) => (
            <ApplicationStatusChip key={state} state={state} viewer={viewer} />
          ))}
        </Stack>
      ))}
      {FINANCE_READERS.map(([kind, viewer]) => (
        <Stack key={kind + viewer} direction="row" gap={3} aria-label={`${kind} ${viewer}`}>
          {WITHDRAW_STATUSES.map((status) => (
            <FinanceStatusChip key={status} status={status} kind={kind} viewer={viewer} />
          ))}
        </Stack>
      ))}
      <Stack direction="row" gap={3} aria-label="couple">
        {COUPLE_STATES.map((state) => (
          <CoupleStatusChip key={state} state={state} />
        ))}
      </Stack>
      <Stack direction="row" gap={3} aria-label="books">
        {LEDGER_CHECK_STATES.map((state) => (
          <LedgerCheckChip key={state} state={state} />
        ))}
      </Stack>
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

/**
 * Applications, top-ups and withdrawals, couple invitations and the books: one tone per state
 * whoever reads it (a rejected withdrawal is red for its maker and for the platform).
 */
export const Requests: Story = {
  tags: ['screenshot'],
  render: () => <AllRequestChips />,
  play: async ({ canvas }) => {
    const tones = (label: string) =>
      Array.from(canvas.getByLabelText(label).children).map((chip) =>
        chip.getAttribute('data-tone'),
      );
    await expect(tones('application seller')).toEqual(tones('application platform'));
    await expect(tones('withdraw seller')).toEqual(['orange', 'green', 'red']);
    await expect(tones('withdraw platform')).toEqual(tones('withdraw seller'));
    await expect(canvas.getByText('Paid out')).toBeVisible();
  },
};

export const RequestsThai: Story = {
  tags: ['screenshot'],
  globals: { locale: 'th' },
  render: () => <AllRequestChips />,
};

export const RequestsDesktop: Story = {
  ...Requests,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
