import { pack } from './locales/en/index.js';
import type { Pack } from './namespaces.js';

/**
 * The whole English pack, for this package's tests. Not exported at the package's root: a
 * static import of it would put English's merchant and operator namespaces back into a
 * browser's first load (the browser loads the pack in two parts, see `packs.ts`).
 */
export const ENGLISH_PACK: Pack = pack;
