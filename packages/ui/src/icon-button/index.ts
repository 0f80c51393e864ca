export { IconButton } from './icon-button.js';
export type { IconButtonProps } from './icon-button.js';
