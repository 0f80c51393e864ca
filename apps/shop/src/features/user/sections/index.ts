export { LinkList } from './link-list.js';
export type { LinkListItem, LinkListProps } from './link-list.js';
export { LoadError } from './load-error.js';
export type { LoadErrorProps } from './load-error.js';
export { Column, Panel, Row } from './panel.js';
