export { ActionSheet } from './action-sheet.js';
export type { ActionSheetAction, ActionSheetProps } from './action-sheet.js';
