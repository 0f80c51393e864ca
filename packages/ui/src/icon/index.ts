export { Icon } from './icon.js';
export type { IconProps } from './icon.js';
export { ICON_PATHS } from './icon-paths.js';
export type { IconName } from './icon-paths.js';
