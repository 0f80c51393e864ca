import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Tabs } from '@bazaar/ui';

/** The three parts of trade management (spec section 2: commodity order, comment, refund). */
export const TRADE_SECTIONS = [
  { value: 'order', path: '/mt/order', labelKey: 'merchant:trade.orders' },
  { value: 'comment', path: '/mt/comment', labelKey: 'merchant:trade.comments' },
  { value: 'refund', path: '/mt/refund', labelKey: 'merchant:trade.refunds' },
] as const;

/** A part of trade management. */
export type TradeSection = (typeof TRADE_SECTIONS)[number]['value'];

/** Props of {@link TradeTabs}. */
export interface TradeTabsProps {
  /** The part shown now. */
  current: TradeSection;
  /** Its content (the part's own tabs and list). */
  children: ReactNode;
}

/**
 * The tabs of trade management: commodity orders (`/mt/order`), comment management
 * (`/mt/comment`) and refund management (`/mt/refund`). Each part is a route of its own, so a
 * tab goes to its page (replacing the entry, as tabs do) and the back button leaves the console.
 */
export function TradeTabs({ current, children }: TradeTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      aria-label={t('merchant:trade.title')}
      justify="fill"
      items={TRADE_SECTIONS.map((section) => ({
        value: section.value,
        label: t(section.labelKey),
      }))}
      selectedValue={current}
      onSelectionChange={(value) => {
        const section = TRADE_SECTIONS.find((candidate) => candidate.value === value);
        if (section) void navigate(section.path, { replace: true });
      }}
    >
      {children}
    </Tabs>
  );
}

/** The name a shop shows for a buyer: the nickname, else the username. */
export function buyerName(buyer: { readonly username: string; readonly nickname: string }): string {
  return buyer.nickname.trim() || buyer.username;
}

/** An order's details page in the merchant area. */
export function merchantOrderPath(orderId: number): string {
  return `/mt/order/details/${orderId}`;
}

/** A refund's details page in the merchant area. */
export function merchantRefundPath(refundId: number): string {
  return `/mt/refund_details/${refundId}`;
}

/** The merchant's chat with a user (`/mt/chat/{id}`). */
export function merchantChatPath(userId: number): string {
  return `/mt/chat/${userId}`;
}
