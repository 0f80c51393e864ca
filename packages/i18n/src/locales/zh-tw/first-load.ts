// The zh-tw namespaces of a shopper's first load (FIRST_LOAD_NAMESPACES): a chunk of their own in the browser.
import common from './common.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import shop from './shop.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };
import type { FirstLoadPack } from '../../namespaces.js';

/** The zh-tw pack's first-load namespaces. */
export const pack: FirstLoadPack = { common, shop, errors, ui };
