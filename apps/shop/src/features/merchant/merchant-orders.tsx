import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { merchantOrder, type ResponseOf } from '@bazaar/api/contract';
import { useRevalidate, type PageItemOf } from '@bazaar/api/swr';
import { MERCHANT_ORDER_ACTIONS, type MerchantOrderAction } from '@bazaar/domain';
import { ShipPopup } from './merchant-ship.js';
import { merchantChatPath } from './merchant-trade.js';

/** A shop's order in the merchant's list (`merchant/orders`). */
export type MerchantOrderItem = PageItemOf<typeof merchantOrder.orders>;
/** One of the shop's orders in detail (`merchant/orderInfo`). */
export type MerchantOrderInfo = ResponseOf<typeof merchantOrder.orderInfo>;

/** What the order actions need of an order. */
export type MerchantOrderTarget = Pick<MerchantOrderItem, 'id' | 'buyer'>;

/** The merchant actions of the wire (`merchant_actions`), those the domain knows, in its order. */
export function knownMerchantActions(names: readonly string[]): MerchantOrderAction[] {
  return MERCHANT_ORDER_ACTIONS.filter((action) => names.includes(action));
}

/** The merchant's order actions and the popup they open. */
export interface MerchantOrderActions {
  /** Ships an order (in the ship popup) or opens the chat with its buyer. */
  run(order: MerchantOrderTarget, action: MerchantOrderAction): void;
  /** The ship popup: render it once on the screen. */
  overlays: ReactNode;
}

/**
 * The merchant's actions on an order (spec section 4): ship, in the ship popup that shows the
 * wholesale cost first, and contact the buyer, in the merchant chat (`/mt/chat/{buyer}`). The
 * order lists and details are read again after shipping.
 */
export function useMerchantOrderActions(): MerchantOrderActions {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const [shipping, setShipping] = useState<number | null>(null);

  const run = (order: MerchantOrderTarget, action: MerchantOrderAction) => {
    switch (action) {
      case 'ship':
        setShipping(order.id);
        return;
      case 'contact_buyer':
        void navigate(merchantChatPath(order.buyer.id));
        return;
      default:
        return action satisfies never;
    }
  };

  const overlays = (
    <ShipPopup
      orderId={shipping}
      onOpenChange={(open) => {
        if (!open) setShipping(null);
      }}
      onShipped={() => void revalidate([merchantOrder.orders, merchantOrder.orderInfo])}
    />
  );

  return { run, overlays };
}
