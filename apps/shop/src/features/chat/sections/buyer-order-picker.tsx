import { order } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { OrderPickerSheet, type OrderPickerProps } from './order-picker.js';

/**
 * The buyer's order picker (`order/getOrderList`, all states): the orders placed with the
 * partner's shop, or every order when the partner has none (customer service). Asks only once
 * opened.
 */
export function BuyerOrderPicker({ partnerShopId, isOpen, ...rest }: OrderPickerProps) {
  const list = usePagedEndpoint(order.getOrderList, isOpen ? { state: 0 } : null, {
    revalidateOnFocus: false,
  });
  return (
    <OrderPickerSheet
      {...rest}
      isOpen={isOpen}
      list={list}
      isOffered={(item) => partnerShopId === null || item.shop.id === partnerShopId}
    />
  );
}
