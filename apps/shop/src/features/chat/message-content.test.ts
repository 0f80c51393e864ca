import { describe, expect, it } from 'vitest';
import type { ChatContent } from '@bazaar/ui';
import { chatContent, conversationPreview } from './message-content.js';

const order = {
  order_id: 501,
  order_no: 'B1',
  title: 'Green tea',
  image: '/uploads/tea.png',
  count: 2,
  total: '30.00',
  state: 3,
};

describe('chatContent', () => {
  it.each<[string, { type: string; content: unknown }, ChatContent]>([
    [
      'a text as text, markup included',
      { type: 'text', content: { text: '<b>hi</b>' } },
      { type: 'text', text: '<b>hi</b>' },
    ],
    ['an empty text', { type: 'text', content: { text: '' } }, { type: 'text', text: '' }],
    ['a text without text', { type: 'text', content: {} }, { type: 'unknown' }],
    ['a text whose content is not an object', { type: 'text', content: 'hi' }, { type: 'unknown' }],
    [
      'a picture',
      { type: 'img', content: { url: '/uploads/a.png' } },
      { type: 'img', src: '/uploads/a.png' },
    ],
    ['a picture without address', { type: 'img', content: { url: '' } }, { type: 'unknown' }],
    [
      'a voice clip',
      { type: 'voice', content: { url: '/uploads/v.webm', duration: 4 } },
      { type: 'voice', src: '/uploads/v.webm', seconds: 4 },
    ],
    [
      'a voice clip of no length',
      { type: 'voice', content: { url: '/uploads/v.webm', duration: 0 } },
      { type: 'unknown' },
    ],
    [
      'a voice clip without address',
      { type: 'voice', content: { duration: 3 } },
      { type: 'unknown' },
    ],
    [
      'a goods card linking to the goods',
      { type: 'goods', content: { goods_id: 11, title: 'Tea', image: '/t.png', price: '12.50' } },
      { type: 'goods', title: 'Tea', image: '/t.png', price: '12.50', href: '/goods/11' },
    ],
    [
      'a goods card without title or image',
      { type: 'goods', content: { goods_id: 11, price: '12.50' } },
      { type: 'goods', title: '', image: '', price: '12.50', href: '/goods/11' },
    ],
    [
      'a goods card with a price that is not money',
      { type: 'goods', content: { goods_id: 11, price: 12.5 } },
      { type: 'unknown' },
    ],
    [
      'a goods card without goods',
      { type: 'goods', content: { goods_id: 0, price: '1.00' } },
      { type: 'unknown' },
    ],
    [
      'an order card linking to the order',
      { type: 'order', content: order },
      {
        type: 'order',
        orderNo: 'B1',
        state: 'shipped',
        total: '30.00',
        image: '/uploads/tea.png',
        href: '/user/order/details/501',
      },
    ],
    [
      'an order card without picture',
      { type: 'order', content: { ...order, image: '' } },
      {
        type: 'order',
        orderNo: 'B1',
        state: 'shipped',
        total: '30.00',
        href: '/user/order/details/501',
      },
    ],
    [
      'an order of a state this version does not know',
      { type: 'order', content: { ...order, state: 9 } },
      { type: 'unknown' },
    ],
    [
      'an order without number',
      { type: 'order', content: { ...order, order_no: 5 } },
      { type: 'unknown' },
    ],
    ['a kind this version does not know', { type: 'sticker', content: {} }, { type: 'unknown' }],
  ])('shows %s', (_name, body, expected) => {
    expect(chatContent(body)).toEqual(expected);
  });
});

describe('conversationPreview', () => {
  const t = (key: string) => `<${key}>`;
  it.each([
    [{ type: 'text' as const, content: '<i>hi</i>' }, '<i>hi</i>'],
    [{ type: 'img' as const, content: '' }, '<chat:preview.img>'],
    [{ type: 'voice' as const, content: '' }, '<chat:preview.voice>'],
    [{ type: 'goods' as const, content: '' }, '<chat:preview.goods>'],
    [{ type: 'order' as const, content: '' }, '<chat:preview.order>'],
    [{ type: null, content: '' }, ''],
  ])('previews %j as %j', (conversation, expected) => {
    expect(conversationPreview(conversation, t)).toBe(expected);
  });
});
