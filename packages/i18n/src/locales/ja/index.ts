// The ja pack: one JSON file per namespace, in three parts (see TEXT_PARTS).
import { pack as account } from './account.js';
import { pack as areas } from './areas.js';
import { pack as firstLoad } from './first-load.js';
import type { Pack } from '../../namespaces.js';

/** The ja pack. */
export const pack: Pack = { ...firstLoad, ...account, ...areas };
