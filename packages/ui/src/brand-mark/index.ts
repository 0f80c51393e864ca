export { BrandMark } from './brand-mark.js';
export type { BrandMarkProps } from './brand-mark.js';
