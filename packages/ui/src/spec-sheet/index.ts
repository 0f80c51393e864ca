export { SpecSheet } from './spec-sheet.js';
export type { SheetSpec, SpecSheetProps } from './spec-sheet.js';
