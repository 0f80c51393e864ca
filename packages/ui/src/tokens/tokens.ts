import { POPUP_Z_INDEX_START, type Layout } from '@bazaar/domain';

/**
 * Design tokens of Bazaar, in px of the 375-wide mobile design.
 *
 * This is the only place values live. `css-variables.ts` converts lengths with `rem()` and emits
 * every token once as a CSS custom property; components read the variables through `vars`.
 */

/** Semantic colours (Polaris-style names: role, then variant). Text pairs keep 4.5:1 contrast. */
const color = {
  bg: '#f5f5f5',
  bgSurface: '#ffffff',
  bgSurfaceSecondary: '#fafafa',
  bgSurfaceHover: '#f0f0f0',
  bgSurfacePressed: '#e5e5e5',
  bgFillBrand: '#d6301f',
  bgFillBrandHover: '#b8281a',
  bgFillBrandPressed: '#9c2216',
  bgFillBrandSubtle: '#fdecea',
  bgFillSecondary: '#f0f0f0',
  bgFillDisabled: '#e5e5e5',
  bgFillCritical: '#fdeceb',
  bgFillSuccess: '#e8f5ec',
  bgFillWarning: '#fff3e6',
  bgFillInfo: '#e6f0ff',
  bgFillNeutral: '#f0f0f0',
  bgFillInverse: '#262626',
  bgOverlay: 'rgba(0, 0, 0, 0.5)',
  bgSkeleton: '#ebebeb',
  text: '#1f1f1f',
  textSecondary: '#5c5c5c',
  textPlaceholder: '#6b6b6b',
  textDisabled: '#a3a3a3',
  textBrand: '#c0291a',
  textOnFill: '#ffffff',
  textCritical: '#b3261e',
  textSuccess: '#1b7f3b',
  textWarning: '#a34700',
  textInfo: '#0958d9',
  textNeutral: '#595959',
  textLink: '#0958d9',
  border: '#e5e5e5',
  borderStrong: '#8c8c8c',
  borderFocus: '#0958d9',
  borderCritical: '#b3261e',
  borderBrand: '#d6301f',
  iconStar: '#f5a623',
  iconStarEmpty: '#d9d9d9',
  chartLine: '#d6301f',
  chartArea: 'rgba(214, 48, 31, 0.12)',
  chartGrid: '#e5e5e5',
} as const;

/** Font stacks; CJK and Thai fall back to the Noto and TLWG fonts where the system has no own font. */
const fontFamily = {
  sans: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Liberation Sans", "Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", Loma, Arial, sans-serif',
  mono: '"SFMono-Regular", "Liberation Mono", Menlo, monospace',
} as const;

/** Type scale (px). */
const fontSize = {
  xs: 10,
  sm: 12,
  md: 14,
  lg: 16,
  xl: 18,
  '2xl': 20,
  '3xl': 24,
  '4xl': 28,
} as const;

/** Font weights. */
const fontWeight = { regular: 400, medium: 500, bold: 700 } as const;

/** Unitless line heights. */
const lineHeight = { tight: 1.25, normal: 1.5 } as const;

/** Spacing scale (px). */
const space = {
  0: 0,
  1: 2,
  2: 4,
  3: 8,
  4: 12,
  5: 16,
  6: 20,
  7: 24,
  8: 32,
  9: 40,
  10: 48,
} as const;

/** Corner radii (px). */
const radius = { none: 0, sm: 4, md: 8, lg: 12, xl: 16, full: 9999 } as const;

/** One layer of a box shadow: x, y, blur, spread in px, and a colour. */
export type ShadowLayer = readonly [
  x: number,
  y: number,
  blur: number,
  spread: number,
  color: string,
];

/** Elevations. */
const shadow = {
  card: [[0, 1, 4, 0, 'rgba(0, 0, 0, 0.08)']],
  raised: [[0, 2, 8, 0, 'rgba(0, 0, 0, 0.12)']],
  popup: [
    [0, 4, 16, 0, 'rgba(0, 0, 0, 0.16)'],
    [0, 1, 3, 0, 'rgba(0, 0, 0, 0.08)'],
  ],
  bar: [[0, -1, 0, 0, 'rgba(0, 0, 0, 0.06)']],
} as const satisfies Record<string, readonly ShadowLayer[]>;

/**
 * Stacking layers. Popups start at 2000 (spec section 9); each further open overlay takes the
 * next number (see `useLayer`), toasts stay above every popup.
 */
const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  navigation: 500,
  popup: POPUP_Z_INDEX_START,
  toast: 3000,
} as const;

/** Motion; durations drop to 0 ms under `prefers-reduced-motion: reduce`. */
const motion = {
  duration: { fast: 120, base: 200, slow: 300 },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** Component sizes (px). */
const size = {
  control: { sm: 28, md: 40, lg: 48 },
  icon: { sm: 16, md: 20, lg: 24 },
  avatar: { sm: 32, md: 40, lg: 64 },
  navBar: 44,
  tabBar: 56,
  header: 64,
  sideNav: 220,
  hitTarget: 44,
} as const;

/**
 * Layout variables: the only difference between the mobile and the desktop layout. Lengths in px,
 * `gridColumns` unitless, `none` kept as is.
 */
const layout = {
  mobile: {
    pageMaxWidth: 'none',
    gutter: 12,
    sectionGap: 12,
    gridColumns: 2,
    gridGap: 8,
    dialogWidth: 300,
    popupMaxWidth: 'none',
  },
  desktop: {
    pageMaxWidth: 1200,
    gutter: 24,
    sectionGap: 24,
    gridColumns: 5,
    gridGap: 16,
    dialogWidth: 420,
    popupMaxWidth: 480,
  },
} as const satisfies Record<Layout, Record<string, string | number>>;

/** Every design token, in px of the 375-wide design. */
export const tokens = {
  color,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radius,
  shadow,
  zIndex,
  motion,
  size,
} as const;

/** The layout variables of the mobile and the desktop layout. */
export const layoutTokens = layout;

/** The shape of `tokens`. */
export type Tokens = typeof tokens;

/** The name of a layout: `mobile` under 500 px, `desktop` from 500 px (the domain's `Layout`). */
export type LayoutName = Layout;
