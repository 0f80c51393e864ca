export { layoutTokens, tokens } from './tokens.js';
export type { LayoutName, ShadowLayer, Tokens } from './tokens.js';
export { cssVariables, vars } from './css-variables.js';
export type { VarTree } from './css-variables.js';
