import type { Layout } from './routes.js';

/** Below this window width the mobile layout is used (spec section 9). */
export const MOBILE_BREAKPOINT_PX = 500;

/** The px size of 1rem in the 375-wide design, and the cap of the root font size (spec section 9). */
export const REM_BASE_PX = 37.5;

/** The layout of a window `width` px wide: under 500 mobile, else desktop. */
export function layoutForWidth(width: number): Layout {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/** The root font size in px: the window width divided by 10, at most 37.5. */
export function rootFontSize(width: number): number {
  return Math.min(width / 10, REM_BASE_PX);
}

/** A design px size in rem: px / 37.5. */
export function rem(px: number): number {
  return px / REM_BASE_PX;
}

/** A design px size as a CSS length in rem, to 4 decimals (`remCss(15)` is `"0.4rem"`). */
export function remCss(px: number): string {
  return `${Number(rem(px).toFixed(4))}rem`;
}
