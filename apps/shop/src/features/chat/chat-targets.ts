import { chat, common } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';

/** The conversation path of the chat with a user (`/chat/<user id>`), with the shop context. */
export function chatPath(
  partnerId: number,
  context: { shopId?: number | null; goodsId?: number | null } = {},
): string {
  const query = new URLSearchParams();
  if (context.shopId) query.set('shop', String(context.shopId));
  if (context.goodsId) query.set('goods', String(context.goodsId));
  const search = query.toString();
  return `/chat/${partnerId}${search ? `?${search}` : ''}`;
}

/** The path segment of a chat with a shop whose partner is not known yet. */
export const SHOP_CHAT_SEGMENT = 'shop';

/**
 * The link of "chat with the shop" (goods detail, the storefront's customer-service tab):
 * `/chat/shop?shop=<id>&goods=<id>`. The conversation screen asks `chat/getShopChat` for the
 * shop's chat partner and the goods card, then shows `/chat/<partner user id>?shop=...`.
 * A plain link: a visitor is sent to log in and comes back to it.
 */
export function shopChatPath(shopId: number, goodsId?: number | null): string {
  const query = new URLSearchParams({ shop: String(shopId) });
  if (goodsId) query.set('goods', String(goodsId));
  return `/chat/${SHOP_CHAT_SEGMENT}?${query.toString()}`;
}

/**
 * The shop's chat partner and, with `goodsId`, the goods being asked about
 * (`chat/getShopChat`); `shopId` null does not ask.
 */
export function useShopChat(shopId: number | null, goodsId: number | null) {
  return useEndpoint(
    chat.getShopChat,
    shopId === null ? null : { shop_id: shopId, ...(goodsId ? { goods_id: goodsId } : {}) },
    { revalidateOnFocus: false },
  );
}

/** The customer-service chat target (`common/getServiceUrl`: `{ url, user_id }`). */
export function useServiceChat() {
  return useEndpoint(common.getServiceUrl, undefined, { revalidateOnFocus: false });
}
