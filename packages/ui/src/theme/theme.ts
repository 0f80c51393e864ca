import { vars } from '../tokens/css-variables.js';
import { tokens, type LayoutName } from '../tokens/tokens.js';

/** The styled-components theme: the raw tokens, their CSS variables and the current layout. */
export interface UITheme {
  /** The layout in use. */
  layout: LayoutName;
  /** Token values in px of the 375-wide design (for JavaScript that needs numbers). */
  tokens: typeof tokens;
  /** `var(--...)` references of every token; styles should prefer these. */
  vars: typeof vars;
}

declare module 'styled-components' {
  // Declaration merging needs an interface; it only adds UITheme's members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UITheme {}
}

/** Builds the theme for a layout. */
export function createTheme(layout: LayoutName): UITheme {
  return { layout, tokens, vars };
}
