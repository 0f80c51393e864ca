import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { BASE_CURRENCY, formatDisplayAmount, type MoneyValue } from '@bazaar/domain';
import { createI18n } from '@bazaar/i18n';
import { noticePath, noticeText } from './notices.js';

let i18n: I18n;
const dollars = (stored: MoneyValue) => formatDisplayAmount(stored, BASE_CURRENCY);

beforeAll(async () => {
  i18n = await createI18n({ language: 'en' });
});

describe('noticeText', () => {
  it("shows an order notice by its key, with the values of its content, in the user's language", () => {
    expect(
      noticeText(
        i18n,
        { title: 'order:notice.shipped', content: JSON.stringify({ order_no: 'B1' }) },
        dollars,
      ),
    ).toEqual({ title: 'Your order has shipped', body: 'Order B1 has been shipped.' });
  });

  it("shows the amounts of a notice in the user's currency, with its symbol", () => {
    const yen = { language: 'ja' as const, symbol: '¥', rate: '0.0067', code: 'JPY' };
    const content = JSON.stringify({ order_no: 'B2', money: '88.00', income: '1234.50' });
    expect(
      noticeText(i18n, { title: 'order:notice.refund_succeeded', content }, dollars).body,
    ).toBe('$88.00 for order B2 has been refunded to your balance.');
    expect(
      noticeText(i18n, { title: 'order:notice.received', content }, (stored) =>
        formatDisplayAmount(stored, yen),
      ).body,
    ).toBe('The buyer received order B2: ¥184,254 has been credited to your balance.');
  });

  it('keeps a key with content that is not a JSON object, and plain text, as written', () => {
    expect(
      noticeText(i18n, { title: 'order:notice.shipped', content: 'not json' }, dollars).title,
    ).toBe('Your order has shipped');
    expect(noticeText(i18n, { title: 'order:notice.shipped', content: '3' }, dollars).title).toBe(
      'Your order has shipped',
    );
    expect(noticeText(i18n, { title: 'Welcome: enjoy', content: '<b>Hi</b>' }, dollars)).toEqual({
      title: 'Welcome: enjoy',
      body: '<b>Hi</b>',
    });
    expect(noticeText(i18n, { title: 'order:notice.unknown', content: '{}' }, dollars)).toEqual({
      title: 'order:notice.unknown',
      body: '{}',
    });
  });
});

describe('noticePath', () => {
  it.each([
    [{ type: 'order', title: 'order:notice.paid', related_id: 5 }, '/mt/order/details/5'],
    [{ type: 'order', title: 'order:notice.received', related_id: 5 }, '/mt/order/details/5'],
    [{ type: 'order', title: 'order:notice.shipped', related_id: 5 }, '/user/order/details/5'],
    [{ type: 'order', title: 'order:notice.shipped', related_id: null }, null],
    [{ type: 'system', title: 'Welcome', related_id: 5 }, null],
    [{ type: 'notice', title: 'merchant:notice.low_stock', related_id: 31 }, '/mt/goods_edit/31'],
    [{ type: 'notice', title: 'merchant:notice.low_stock', related_id: null }, null],
  ])('leads %j to %s', (item, expected) => {
    expect(noticePath(item)).toBe(expected);
  });
});
