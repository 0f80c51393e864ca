export { ChoiceChips } from './choice-chips.js';
export type { ChoiceChipsProps } from './choice-chips.js';
