import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatOrderContent, OrderListItem } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { orderStateFromWire } from '@bazaar/domain';
import {
  Button,
  CurrencyPrice,
  InfiniteList,
  LazyImage,
  OrderStatusChip,
  Popup,
  Skeleton,
  SkeletonGroup,
  StateView,
} from '@bazaar/ui';
import { useCurrency } from '../../catalogue/app-info.js';
import { Row } from './chat.styles.js';

/** What the conversation gives the order picker of its side (the buyer's or the shop's). */
export interface OrderPickerProps {
  /** Whether the sheet is open. */
  isOpen: boolean;
  /** Called with false when it closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** The conversation partner's user id. */
  partnerId: number;
  /** The partner's shop, when known (a buyer sends the orders of that shop). */
  partnerShopId: number | null;
  /** Sends the chosen order (the sheet then closes). */
  onPick: (order: ChatOrderContent) => void;
}

/** Draws the order picker of one side of a conversation. */
export type RenderOrderPicker = (props: OrderPickerProps) => ReactNode;

/** An order as an `order` message shows it while it is being sent. */
export function orderMessageContent(order: OrderListItem): ChatOrderContent {
  const first = order.goods[0];
  return {
    order_id: order.id,
    order_no: order.order_no,
    title: first?.title ?? '',
    image: first?.image ?? '',
    count: order.pay.number,
    total: order.pay.total,
    state: order.state,
  };
}

/** Props of {@link OrderPickerSheet}. */
export interface OrderPickerSheetProps<T extends OrderListItem> extends Omit<
  OrderPickerProps,
  'partnerId' | 'partnerShopId'
> {
  /** The orders of the side, page by page. */
  list: PagedEndpointResult<T>;
  /** The orders that concern the partner (the others are not offered). */
  isOffered: (order: T) => boolean;
}

/**
 * A sheet of the user's orders with the partner, newest first, each with a button that sends it
 * as an order message. The lists have no partner filter on the server: pages are read until one
 * of them has an order for the partner, then on demand.
 */
export function OrderPickerSheet<T extends OrderListItem>({
  isOpen,
  onOpenChange,
  list,
  isOffered,
  onPick,
}: OrderPickerSheetProps<T>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const offered = list.items.filter(isOffered);
  const { hasMore, isLoading, isLoadingMore, loadMore } = list;
  const needsMore = isOpen && offered.length === 0 && hasMore && !isLoading && !isLoadingMore;
  useEffect(() => {
    if (needsMore) loadMore();
  }, [needsMore, loadMore]);

  return (
    <Popup isOpen={isOpen} onOpenChange={onOpenChange} title={t('chat:orders.title')}>
      {(close) =>
        list.error && offered.length === 0 ? (
          <StateView
            state="failed"
            failedMessage={t('chat:orders.load_failed')}
            onRetry={() => void list.refresh()}
          />
        ) : (
          <InfiniteList
            aria-label={t('chat:orders.title')}
            items={offered}
            getKey={(order) => order.id}
            hasMore={hasMore}
            isLoading={isLoading || (offered.length === 0 && hasMore)}
            isLoadingMore={isLoadingMore}
            onLoadMore={loadMore}
            emptyKind="no_orders"
            loadingPlaceholder={
              <SkeletonGroup label={t('common:status.loading')}>
                <Skeleton height="64px" />
                <Skeleton height="64px" />
              </SkeletonGroup>
            }
            renderItem={(order) => (
              <Row>
                <span data-part="media">
                  <LazyImage src={order.goods[0]?.image ?? ''} alt="" ratio={1} radius="8px" />
                </span>
                <span data-part="text">
                  <span data-part="name">
                    {t('chat:orders.number', { number: order.order_no })}
                  </span>
                  <OrderStatusChip state={orderStateFromWire(order.state)} variant="text" />
                  <CurrencyPrice amount={order.pay.total} currency={currency} size="sm" />
                </span>
                <Button
                  size="sm"
                  aria-label={t('chat:orders.send', { number: order.order_no })}
                  onPress={() => {
                    onPick(orderMessageContent(order));
                    close();
                  }}
                >
                  {t('common:action.send')}
                </Button>
              </Row>
            )}
          />
        )
      }
    </Popup>
  );
}
