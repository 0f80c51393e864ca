// The en namespaces of the first load (every namespace but the merchant's and the operator's:
// see AREA_NAMESPACES). Keep the list in step with NAMESPACES.
import chat from './chat.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import order from './order.json' with { type: 'json' };
import refund from './refund.json' with { type: 'json' };
import shop from './shop.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };
import user from './user.json' with { type: 'json' };
import wallet from './wallet.json' with { type: 'json' };
import type { FirstLoadPack } from '../../namespaces.js';

/** The en pack's first-load namespaces. */
export const pack: FirstLoadPack = {
  common,
  shop,
  user,
  order,
  refund,
  wallet,
  chat,
  errors,
  ui,
};
