export { NavBar } from './nav-bar.js';
export type { NavBarProps } from './nav-bar.js';
