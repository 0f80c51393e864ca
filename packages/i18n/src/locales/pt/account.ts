// The pt namespaces of the shopper's account, orders, wallet and chat (ACCOUNT_NAMESPACES): a chunk
// of their own in the browser, loaded with the routes that draw them.
import chat from './chat.json' with { type: 'json' };
import order from './order.json' with { type: 'json' };
import refund from './refund.json' with { type: 'json' };
import user from './user.json' with { type: 'json' };
import wallet from './wallet.json' with { type: 'json' };
import type { AccountPack } from '../../namespaces.js';

/** The pt pack's account namespaces. */
export const pack: AccountPack = { user, order, refund, wallet, chat };
