import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  buyerActionKey,
  buyerOrderActions,
  shippingDeadline,
  type OrderState,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { DOLLARS, sampleImage } from '../../test/fixtures.js';
import { DeliveryCountdown } from '../delivery-countdown/delivery-countdown.js';
import { Stack } from '../layout/layout.js';
import { OrderCard, type OrderCardProps } from './order-card.js';

const lines = [
  {
    id: 1,
    title: 'Hand-made celadon tea set with four cups',
    image: sampleImage(150),
    spec: 'Celadon / 4 cups',
    price: '128.50',
    number: 1,
  },
  {
    id: 2,
    title: 'Spring Longjing green tea, 250 g',
    image: sampleImage(90),
    price: '39.90',
    number: 2,
    refundStatus: 'refunding' as const,
  },
];

/** An order card with the buyer actions the domain gives its state. */
function BuyerOrderCard(props: Omit<OrderCardProps, 'actions'>) {
  const { t } = useTranslation();
  const actions = buyerOrderActions(props.state).map((action) => ({
    id: action,
    label: t(buyerActionKey(action)),
    isPrimary: action === 'pay' || action === 'confirm_receipt',
  }));
  return <OrderCard {...props} actions={actions} />;
}

const NOW = Date.UTC(2026, 10, 22, 12);

const meta = {
  title: 'Commerce/OrderCard',
  component: BuyerOrderCard,
  args: {
    shopName: 'Green Valley Tea House',
    state: 'pending_payment',
    lines,
    total: '208.30',
    currency: DOLLARS,
    href: '/user/order/details/9',
    onAction: fn(),
  },
} satisfies Meta<typeof BuyerOrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.length).toBeGreaterThan(0);
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const Shipped: Story = {
  args: { state: 'shipped' },
  /** The line's refund status is a chip of its own width, not a band across the goods' column. */
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Refunding');
    const column = chip.parentElement as HTMLElement;
    await expect(chip.getBoundingClientRect().width).toBeLessThan(
      column.getBoundingClientRect().width / 2,
    );
  },
};

export const Completed: Story = { args: { state: 'completed' } };

export const Cancelled: Story = { args: { state: 'cancelled' } };

/** The merchant's view: time left to ship, then the overdue label. */
export const MerchantCountdown: Story = {
  args: {
    state: 'pending_shipment',
    notice: <DeliveryCountdown deadline={shippingDeadline(NOW - 47 * 3_600_000)} now={() => NOW} />,
  },
};

export const MerchantOverdue: Story = {
  args: {
    state: 'pending_shipment',
    notice: <DeliveryCountdown deadline={shippingDeadline(NOW - 50 * 3_600_000)} now={() => NOW} />,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-overdue]')).not.toBeNull();
  },
};

const STATES: OrderState[] = ['pending_payment', 'shipped', 'after_sales'];

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      {STATES.map((state) => (
        <BuyerOrderCard key={state} {...args} state={state} />
      ))}
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
export const Thai: Story = { ...AllVariants, globals: { locale: 'th' } };
export const Japanese: Story = { ...AllVariants, globals: { locale: 'ja' } };
export const SimplifiedChinese: Story = { ...AllVariants, globals: { locale: 'zh-cn' } };
