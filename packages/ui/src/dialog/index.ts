export { Dialog } from './dialog.js';
export type { DialogProps } from './dialog.js';
