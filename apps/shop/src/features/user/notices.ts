import type { i18n as I18n } from 'i18next';
import type { NoticeItem } from '@bazaar/api/contract';

/** Notice kinds sent to the shop owner (the order page of the merchant console). */
const MERCHANT_ORDER_NOTICES = new Set(['paid', 'received']);

function values(content: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A notice's title and text in the user's language: an order notice's `title` is an i18n key
 * prefix (`order:notice.paid`) whose `.title` and `.body` are shown with the values of its JSON
 * `content`; any other notice is plain text, shown as it is.
 */
export function noticeText(i18n: I18n, item: Pick<NoticeItem, 'title' | 'content'>) {
  if (item.title.includes(':') && i18n.exists(`${item.title}.title`)) {
    return {
      title: i18n.t(`${item.title}.title`),
      body: i18n.t(`${item.title}.body`, values(item.content)),
    };
  }
  return { title: item.title, body: item.content };
}

/**
 * Where a notice leads: an order notice to the order (the shop's order page for `paid` and
 * `received`, sent to the shop owner; the buyer's order otherwise), else nowhere.
 */
export function noticePath(item: Pick<NoticeItem, 'type' | 'title' | 'related_id'>): string | null {
  if (item.type !== 'order' || item.related_id === null) return null;
  const kind = item.title.split('.').at(-1) ?? '';
  return MERCHANT_ORDER_NOTICES.has(kind)
    ? `/mt/order/details/${item.related_id}`
    : `/user/order/details/${item.related_id}`;
}
