import type { ChatMessageBody as PushBody } from '@bazaar/api';
import type { Conversation } from '@bazaar/api/contract';
import { isMoneyString, orderStateFromWire } from '@bazaar/domain';
import type { ChatContent } from '@bazaar/ui';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const id = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

function orderContent(content: Record<string, unknown>): ChatContent {
  const orderId = id(content.order_id);
  const orderNo = text(content.order_no);
  const total = text(content.total);
  if (orderId === null || orderNo === null || total === null || !isMoneyString(total)) {
    return { type: 'unknown' };
  }
  try {
    const state = orderStateFromWire(Number(content.state));
    const image = text(content.image);
    return {
      type: 'order',
      orderNo,
      state,
      total,
      ...(image ? { image } : {}),
      href: `/user/order/details/${orderId}`,
    };
  } catch {
    return { type: 'unknown' };
  }
}

/**
 * What a chat message shows (`ChatBubble`'s content) from its wire body: text as text (never
 * HTML), a picture, a voice clip, a goods card linking to the goods, an order card linking to the
 * order. A kind this version does not know, or a body it cannot read, shows as unsupported.
 */
export function chatContent(body: PushBody): ChatContent {
  const content = record(body.content);
  switch (body.type) {
    case 'text': {
      const value = text(content.text);
      return value === null ? { type: 'unknown' } : { type: 'text', text: value };
    }
    case 'img': {
      const url = text(content.url);
      return url ? { type: 'img', src: url } : { type: 'unknown' };
    }
    case 'voice': {
      const url = text(content.url);
      const seconds = Number(content.duration);
      return url && Number.isFinite(seconds) && seconds > 0
        ? { type: 'voice', src: url, seconds }
        : { type: 'unknown' };
    }
    case 'goods': {
      const goodsId = id(content.goods_id);
      const price = text(content.price);
      return goodsId !== null && price !== null && isMoneyString(price)
        ? {
            type: 'goods',
            title: text(content.title) ?? '',
            image: text(content.image) ?? '',
            price,
            href: `/goods/${goodsId}`,
          }
        : { type: 'unknown' };
    }
    case 'order':
      return orderContent(content);
    default:
      return { type: 'unknown' };
  }
}

/**
 * A conversation's last message in the list: the text itself (as text), or a label for a
 * picture, voice, goods or order message; '' after the history was cleared.
 */
export function conversationPreview(
  conversation: Pick<Conversation, 'type' | 'content'>,
  t: (key: string) => string,
): string {
  switch (conversation.type) {
    case 'text':
      return conversation.content;
    case 'img':
    case 'voice':
    case 'goods':
    case 'order':
      return t(`chat:preview.${conversation.type}`);
    case null:
      return '';
    default:
      return conversation.type satisfies never;
  }
}
