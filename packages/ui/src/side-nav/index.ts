export { SideNav } from './side-nav.js';
export type { SideNavProps } from './side-nav.js';
