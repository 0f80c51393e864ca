import { merchantOrder } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { OrderPickerSheet, type OrderPickerProps } from '../../../features/chat/sections/index.js';

/**
 * The merchant's order picker (`merchant/orders`, all states): the shop's orders placed by the
 * buyer of the conversation. Asks only once opened.
 */
export function ShopOrderPicker({ partnerId, isOpen, ...rest }: OrderPickerProps) {
  const list = usePagedEndpoint(merchantOrder.orders, isOpen ? { state: 0 } : null, {
    revalidateOnFocus: false,
  });
  return (
    <OrderPickerSheet
      {...rest}
      isOpen={isOpen}
      list={list}
      isOffered={(item) => item.buyer.id === partnerId}
    />
  );
}
