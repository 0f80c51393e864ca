export { Chip } from './chip.js';
export type { ChipProps, ChipTone } from './chip.js';
