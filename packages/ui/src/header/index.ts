export { Header } from './header.js';
export type { HeaderProps } from './header.js';
