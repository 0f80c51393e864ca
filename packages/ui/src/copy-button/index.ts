export { CopyButton } from './copy-button.js';
export type { CopyButtonProps } from './copy-button.js';
