import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StatsPeriod } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { DOLLARS } from '../../test/fixtures.js';
import { CurrencyPrice } from '../price/price.js';
import { StatisticsPeriodTabs } from '../tab-sets/tab-sets.js';
import { StatisticsCard } from './statistics-card.js';

const items = [
  {
    id: 'sales',
    label: 'Sales',
    value: <CurrencyPrice amount="12840.5" currency={DOLLARS} variant="plain" />,
  },
  {
    id: 'income',
    label: 'Income',
    value: <CurrencyPrice amount="3210.25" currency={DOLLARS} variant="plain" />,
  },
  { id: 'orders', label: 'Orders', value: 128 },
  { id: 'visitors', label: 'Visitors', value: 5321 },
  { id: 'pending', label: 'Pending orders', value: 7 },
  {
    id: 'total_income',
    label: 'Total income',
    value: <CurrencyPrice amount="88000" currency={DOLLARS} variant="plain" />,
  },
];

const meta = {
  title: 'Merchant/StatisticsCard',
  component: StatisticsCard,
  args: { title: 'Shop statistics', items },
} satisfies Meta<typeof StatisticsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shop statistics' })).toBeVisible();
    await expect(canvas.getByText('128')).toBeVisible();
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

export const WithPeriods: Story = {
  render: (args) => {
    function Demo() {
      const [period, setPeriod] = useState<StatsPeriod>('today');
      return (
        <StatisticsCard
          {...args}
          end={<StatisticsPeriodTabs selectedValue={period} onSelectionChange={setPeriod} />}
        />
      );
    }
    return <Demo />;
  },
};
