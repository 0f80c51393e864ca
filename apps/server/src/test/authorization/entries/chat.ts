import { chat } from '@bazaar/api/contract';
import { defineEntries, type MatrixContext } from '../matrix.js';

/**
 * Makes sure `buyer` has a conversation with `merchant` and answers the body naming it: a
 * conversation is named by the partner's user id, and only its own side is the caller's.
 */
async function buyerConversation(ctx: MatrixContext) {
  const merchant = await ctx.userId('merchant');
  await ctx.t.call(chat.send, {
    token: await ctx.token('buyer'),
    body: { to_id: merchant, message: { type: 'text', content: { text: 'matrix' } } },
  });
  return { body: { id: merchant } };
}

/** The chat (apps/server/src/routes/chat-routes.ts). */
export const entries = defineEntries({
  // A client id bound to someone else is refused like an unknown one (chat_client_unknown).
  'chat.shake': { access: 'self' },
  'chat.getShopChat': { access: 'self' },
  // Only the caller's own messages with `to_id` can come back: no id names another's.
  'chat.history': { access: 'self' },
  'chat.lists': { access: 'self' },
  'chat.send': { access: 'self' },
  'chat.state': { access: 'self' },
  // The caller's own side of a conversation with a user (`id`); an empty one reads as nothing.
  'chat.read': { access: 'self' },
  'chat.del': {
    access: 'owned',
    owner: 'buyer',
    input: buyerConversation,
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'chat.clear': {
    access: 'owned',
    owner: 'buyer',
    input: buyerConversation,
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
});
