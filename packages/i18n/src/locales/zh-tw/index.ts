// The zh-tw pack: one JSON file per namespace. Keep the namespace list in step with NAMESPACES.
import admin from './admin.json' with { type: 'json' };
import chat from './chat.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import merchant from './merchant.json' with { type: 'json' };
import order from './order.json' with { type: 'json' };
import refund from './refund.json' with { type: 'json' };
import shop from './shop.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };
import user from './user.json' with { type: 'json' };
import wallet from './wallet.json' with { type: 'json' };
import type { Pack } from '../../namespaces.js';

/** The zh-tw pack. */
export const pack: Pack = {
  common,
  shop,
  user,
  order,
  refund,
  wallet,
  merchant,
  chat,
  admin,
  errors,
  ui,
};
