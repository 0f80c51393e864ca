export { LinkList } from './link-list.js';
export type { LinkListItem, LinkListProps } from './link-list.js';
export { Column, Panel, Row } from './panel.js';
export { KeptGoods } from './kept-goods.js';
export type { KeptGoodsProps } from './kept-goods.js';
