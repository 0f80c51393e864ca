import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ORDER_TABS, REFUND_TABS } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
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

describe('named tab sets', () => {
  it.each([
    ['Order status', <OrderTabs key="o" />, 8],
    ['Refund status', <RefundTabs key="r" />, 8],
    ['Bill type', <BillTabs key="b" />, 8],
    ['Withdrawal status', <WithdrawTabs key="w" />, 3],
    ['Review rating', <CommentTabs key="c" />, 4],
    ['Goods status', <GoodsStatusTabs key="g" />, 4],
    ['Statistics period', <StatisticsPeriodTabs key="p" />, 3],
    ['Sort by', <SearchSortTabs key="s" />, 5],
  ])('%s has the tabs of the domain', async (name, element, count) => {
    await renderUI(element);
    const list = screen.getByRole('tablist', { name });
    expect(within(list).getAllByRole('tab')).toHaveLength(count);
  });

  it('labels order tabs from the domain keys and reports their wire numbers', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <OrderTabs onSelectionChange={onSelectionChange} counts={{ 1: 4 }} />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[1]).toHaveTextContent('(4)');
    await user.click(tabs[2] as HTMLElement);
    expect(onSelectionChange).toHaveBeenCalledWith(ORDER_TABS[2]?.value);
  });

  it('keeps the refund tab order -1, 0, 1, 6, 2, 3, 4, 5', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(<RefundTabs onSelectionChange={onSelectionChange} />);
    const tabs = screen.getAllByRole('tab');
    await user.click(tabs[3] as HTMLElement);
    expect(onSelectionChange).toHaveBeenCalledWith(6);
    expect(REFUND_TABS.map((tab) => tab.value)).toEqual([-1, 0, 1, 6, 2, 3, 4, 5]);
  });

  it('reports a second press on the selected price tab', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <SearchSortTabs
        selectedValue="price"
        priceSort="asc"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getAllByRole('tab')[4] as HTMLElement);
    expect(onSelectionChange).toHaveBeenCalledWith('price');
  });

  it('adds the merchant bill types to the merchant statement', async () => {
    await renderUI(<BillTabs merchant />);
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(8);
  });
});
