import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectSearchTab, activeSearchTab, DEFAULT_SEARCH_FILTER } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import {
  BillTabs,
  CommentTabs,
  GoodsStatusTabs,
  OrderTabs,
  RefundTabs,
  SearchSortTabs,
  StatisticsPeriodTabs,
  WithdrawTabs,
} from './tab-sets.js';

/** Every named tab set of the domain, for review in each language. */
function AllTabSets() {
  return (
    <Stack gap={4}>
      <OrderTabs counts={{ 1: 2, 3: 1 }} />
      <RefundTabs />
      <BillTabs />
      <BillTabs merchant aria-label="Merchant statement" />
      <WithdrawTabs />
      <CommentTabs />
      <GoodsStatusTabs />
      <StatisticsPeriodTabs />
      <SearchSortTabs selectedValue="price" priceSort="asc" />
    </Stack>
  );
}

const meta = {
  title: 'Navigation/Tab sets',
  component: AllTabSets,
  parameters: { padding: false },
} satisfies Meta<typeof AllTabSets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSets: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tablist', { name: 'Order status' }).querySelectorAll('[role="tab"]'),
    ).toHaveLength(8);
    await expect(
      canvas.getByRole('tablist', { name: 'Refund status' }).querySelectorAll('[role="tab"]'),
    ).toHaveLength(8);
    await expect(
      canvas.getByRole('tablist', { name: 'Statistics period' }).querySelectorAll('[role="tab"]'),
    ).toHaveLength(3);
  },
};

export const SimplifiedChinese: Story = { tags: ['screenshot'], globals: { locale: 'zh-cn' } };

export const Japanese: Story = { tags: ['screenshot'], globals: { locale: 'ja' } };

export const Thai: Story = { tags: ['screenshot'], globals: { locale: 'th' } };

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };

export const Vietnamese: Story = { globals: { locale: 'vi' } };

export const OrderTabsReportWireValues: Story = {
  render: () => {
    const onSelectionChange = fn();
    return <OrderTabs onSelectionChange={onSelectionChange} />;
  },
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[3] as HTMLElement);
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A second press on price flips the direction through the domain's `selectSearchTab`. */
export const SearchSortFlipsPrice: Story = {
  render: () => {
    function Demo() {
      const [filter, setFilter] = useState(DEFAULT_SEARCH_FILTER);
      return (
        <>
          <SearchSortTabs
            selectedValue={activeSearchTab(filter)}
            priceSort={filter.order === 'price' ? filter.sort : undefined}
            onSelectionChange={(tab) => setFilter((current) => selectSearchTab(current, tab))}
          />
          <output>{`${filter.order} ${filter.sort}`}</output>
        </>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getAllByRole('tab')[4] as HTMLElement;
    await userEvent.click(price);
    await expect(canvas.getByRole('status')).toHaveTextContent('price asc');
    await userEvent.click(price);
    await expect(canvas.getByRole('status')).toHaveTextContent('price desc');
  },
};
