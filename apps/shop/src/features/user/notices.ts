import type { i18n as I18n } from 'i18next';
import type { NoticeItem } from '@bazaar/api/contract';
import { isMoneyString, type MoneyValue } from '@bazaar/domain';

/** Notice kinds sent to the shop owner (the order page of the merchant console). */
const MERCHANT_ORDER_NOTICES = new Set(['paid', 'received']);

/** The values of order notices that are stored amounts (`money`, `income`, `amount`). */
const MONEY_VALUES = ['money', 'income', 'amount'] as const;

function values(content: string, format: (stored: MoneyValue) => string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const result: Record<string, unknown> = { ...(parsed as Record<string, unknown>) };
  for (const name of MONEY_VALUES) {
    const value = result[name];
    if (typeof value === 'string' && isMoneyString(value)) result[name] = format(value);
  }
  return result;
}

/**
 * A notice's title and text in the user's language: an order notice's `title` is an i18n key
 * prefix (`order:notice.paid`) whose `.title` and `.body` are shown with the values of its JSON
 * `content`, its amounts in the user's currency (`format`: `useMoney().format`); any other notice
 * is plain text, shown as it is.
 */
export function noticeText(
  i18n: I18n,
  item: Pick<NoticeItem, 'title' | 'content'>,
  format: (stored: MoneyValue) => string,
) {
  if (item.title.includes(':') && i18n.exists(`${item.title}.title`)) {
    return {
      title: i18n.t(`${item.title}.title`),
      body: i18n.t(`${item.title}.body`, values(item.content, format)),
    };
  }
  return { title: item.title, body: item.content };
}

/** The notice that a goods of the merchant's is low on stock (`related_id`: the goods). */
const LOW_STOCK_NOTICE = 'merchant:notice.low_stock';

/**
 * Where a notice leads: an order notice to the order (the shop's order page for `paid` and
 * `received`, sent to the shop owner; the buyer's order otherwise), a low-stock notice to the
 * goods' form (to restock it), else nowhere.
 */
export function noticePath(item: Pick<NoticeItem, 'type' | 'title' | 'related_id'>): string | null {
  if (item.related_id === null) return null;
  if (item.title === LOW_STOCK_NOTICE) return `/mt/goods_edit/${item.related_id}`;
  if (item.type !== 'order') return null;
  const kind = item.title.split('.').at(-1) ?? '';
  return MERCHANT_ORDER_NOTICES.has(kind)
    ? `/mt/order/details/${item.related_id}`
    : `/user/order/details/${item.related_id}`;
}
