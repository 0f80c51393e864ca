// The en pack: one JSON file per namespace, in two parts (the first load's and the areas').
import { pack as areas } from './areas.js';
import { pack as firstLoad } from './first-load.js';
import type { Pack } from '../../namespaces.js';

/** The en pack. */
export const pack: Pack = { ...firstLoad, ...areas };
