import { describe, expect, it } from 'vitest';
import { SHOP_CHAT_SEGMENT, chatPath, shopChatPath } from './chat-targets.js';

describe('chat paths', () => {
  it.each([
    [12, {}, '/chat/12'],
    [12, { shopId: 3 }, '/chat/12?shop=3'],
    [12, { shopId: 3, goodsId: 11 }, '/chat/12?shop=3&goods=11'],
    [12, { shopId: null, goodsId: 11 }, '/chat/12?goods=11'],
    [12, { shopId: 0 }, '/chat/12'],
  ])('chatPath(%j, %j) is %s', (partner, context, expected) => {
    expect(chatPath(partner, context)).toBe(expected);
  });

  it('names a shop whose partner is not known yet', () => {
    expect(shopChatPath(3)).toBe(`/chat/${SHOP_CHAT_SEGMENT}?shop=3`);
    expect(shopChatPath(3, 11)).toBe('/chat/shop?shop=3&goods=11');
    expect(shopChatPath(3, null)).toBe('/chat/shop?shop=3');
  });
});
