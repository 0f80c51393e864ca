// The tr namespaces of the merchant's and the operator's areas (AREA_NAMESPACES): a chunk of their
// own in the browser, loaded with those areas.
import admin from './admin.json' with { type: 'json' };
import merchant from './merchant.json' with { type: 'json' };
import type { AreaPack } from '../../namespaces.js';

/** The tr pack's area namespaces. */
export const pack: AreaPack = { merchant, admin };
