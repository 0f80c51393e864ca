export { CategoryTree } from './category-tree.js';
export type { CategoryNode, CategoryTreeProps } from './category-tree.js';
