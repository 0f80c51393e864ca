import { useMemo, useRef, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react';
import {
  BILL_TABS,
  COMMENT_TABS,
  GOODS_TABS,
  MERCHANT_BILL_TABS,
  ORDER_TABS,
  REFUND_TABS,
  SEARCH_TABS,
  STATS_PERIODS,
  WITHDRAW_TABS,
  searchTabKey,
  statsPeriodKey,
  type BillTab,
  type CommentTab,
  type GoodsTab,
  type OrderTab,
  type SearchTab,
  type StatsPeriod,
  type WithdrawStatus,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabItem, type TabValue, type TabsProps } from '../tabs/tabs.js';

/** A tab of a domain tab set: its value and the i18n key of its label. */
interface DomainTab<V extends TabValue> {
  readonly value: V;
  readonly labelKey: string;
}

/** Props every named tab set takes: the `Tabs` props but the items and the name. */
export interface TabSetProps<V extends TabValue> extends Omit<
  TabsProps<V>,
  'items' | 'aria-label'
> {
  /** Counts to show after labels, by tab value (orders waiting per state). */
  counts?: Partial<Record<V, number>>;
  /** Overrides the list's accessible name. */
  'aria-label'?: string;
}

function useDomainTabs<V extends TabValue>(
  tabs: readonly DomainTab<V>[],
  counts: Partial<Record<V, number>> | undefined,
): TabItem<V>[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      tabs.map((tab) => ({ value: tab.value, label: t(tab.labelKey), count: counts?.[tab.value] })),
    [tabs, counts, t],
  );
}

function DomainTabs<V extends TabValue>({
  tabs,
  nameKey,
  counts,
  'aria-label': ariaLabel,
  ...rest
}: TabSetProps<V> & { tabs: readonly DomainTab<V>[]; nameKey: string }) {
  const { t } = useTranslation('ui');
  const items = useDomainTabs(tabs, counts);
  return <Tabs {...rest} items={items} aria-label={ariaLabel ?? t(nameKey)} />;
}

/** The order list tabs of the domain: all (0) and states 1 to 7. */
export function OrderTabs(props: TabSetProps<OrderTab['value']>) {
  return <DomainTabs {...props} tabs={ORDER_TABS} nameKey="tabs.order" />;
}

/** The refund list tabs of the domain: all (-1), then 0, 1, 6, 2, 3, 4, 5. */
export function RefundTabs(props: TabSetProps<number>) {
  return <DomainTabs {...props} tabs={REFUND_TABS} nameKey="tabs.refund" />;
}

/** Props of `BillTabs`. */
export interface BillTabsProps extends TabSetProps<BillTab['value']> {
  /** The merchant statement's tabs (adds income and wholesale). @default false */
  merchant?: boolean;
}

/** The bill tabs of the domain: all, pay, recharge, withdraw, refund, sys, sys_recharge, sys_deduct. */
export function BillTabs({ merchant = false, ...props }: BillTabsProps) {
  return (
    <DomainTabs {...props} tabs={merchant ? MERCHANT_BILL_TABS : BILL_TABS} nameKey="tabs.bill" />
  );
}

/** The withdrawal record tabs of the domain: created, successed, rejected. */
export function WithdrawTabs(props: TabSetProps<WithdrawStatus>) {
  return <DomainTabs {...props} tabs={WITHDRAW_TABS} nameKey="tabs.withdraw" />;
}

/** The review tabs of the domain: all, good, pertinent, poor. */
export function CommentTabs(props: TabSetProps<CommentTab>) {
  return <DomainTabs {...props} tabs={COMMENT_TABS} nameKey="tabs.comment" />;
}

/** The merchant goods tabs of the domain: all, on sale, in warehouse, low stock. */
export function GoodsStatusTabs(props: TabSetProps<GoodsTab>) {
  return <DomainTabs {...props} tabs={GOODS_TABS} nameKey="tabs.goods" />;
}

const PERIOD_TABS = STATS_PERIODS.map((value) => ({ value, labelKey: statsPeriodKey(value) }));

/** The statistics periods of the domain: today, this month, this year (filled pills). */
export function StatisticsPeriodTabs(props: TabSetProps<StatsPeriod>) {
  return (
    <DomainTabs variant="pill" justify="fill" {...props} tabs={PERIOD_TABS} nameKey="tabs.period" />
  );
}

const SORT_TABS = SEARCH_TABS.map((value) => ({ value, labelKey: searchTabKey(value) }));

/** Props of `SearchSortTabs`. */
export interface SearchSortTabsProps extends TabSetProps<SearchTab> {
  /** The price sort direction, drawn as an arrow on the price tab (from the domain's filter). */
  priceSort?: 'asc' | 'desc';
}

/**
 * The search sort tabs of the domain: all, sales, newest, shops, price. Pressing the selected
 * price tab again is reported too, so the caller can flip the direction (`selectSearchTab`).
 */
export function SearchSortTabs({
  priceSort,
  counts,
  onSelectionChange,
  selectedValue,
  'aria-label': ariaLabel,
  ...rest
}: SearchSortTabsProps) {
  const { t } = useTranslation('ui');
  const base = useDomainTabs(SORT_TABS, counts);
  const items = base.map((item) =>
    item.value === 'price' && priceSort
      ? { ...item, icon: priceSort === 'asc' ? ('up' as const) : ('down' as const) }
      : item,
  );
  // react-aria reports no change for a press on the tab already selected, but a second press on
  // price flips its direction. Whether price was selected is read before the press selects it.
  const priceWasSelected = useRef(false);
  const isPriceTab = (event: SyntheticEvent<HTMLElement>) =>
    (event.target as HTMLElement).closest('[role="tab"]')?.getAttribute('data-key') === 'price';
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    priceWasSelected.current = selectedValue === 'price' && isPriceTab(event);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (priceWasSelected.current && isPriceTab(event)) onSelectionChange?.('price');
    priceWasSelected.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (
      (event.key === 'Enter' || event.key === ' ') &&
      selectedValue === 'price' &&
      isPriceTab(event)
    ) {
      onSelectionChange?.('price');
    }
  };
  return (
    <div
      onPointerDownCapture={onPointerDown}
      onPointerUpCapture={onPointerUp}
      onKeyDownCapture={onKeyDown}
    >
      <Tabs
        {...rest}
        justify="fill"
        items={items}
        selectedValue={selectedValue}
        onSelectionChange={onSelectionChange}
        aria-label={ariaLabel ?? t('tabs.sort')}
      />
    </div>
  );
}
