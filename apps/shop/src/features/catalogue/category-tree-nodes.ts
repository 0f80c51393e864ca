import type { CategoryNode } from '@bazaar/api/contract';
import type { CategoryNode as TreeNode } from '@bazaar/ui';

/** The wire's category tree (the platform's or a shop's) as the ui's `CategoryTree` draws it. */
export function categoryTreeNodes(list: readonly CategoryNode[]): TreeNode[] {
  return list.map((top) => ({
    id: top.id,
    name: top.name,
    image: top.image,
    children: top.childlist.map((child) => ({
      id: child.id,
      name: child.name,
      image: child.image,
    })),
  }));
}
