import type { AdminMarketGoods, BodyOf, admin } from '@bazaar/api/contract';
import type { GoodsStatus } from '@bazaar/domain';

/** The body that saves a market goods. */
export type MarketBody = BodyOf<typeof admin.saveMarket>;

/** The save body of a market goods as it is, with another `status` (to show or hide it). */
export function marketBodyOf(goods: AdminMarketGoods, status: GoodsStatus): MarketBody {
  return {
    id: goods.id,
    category_id: goods.category_id,
    title: goods.title,
    image: goods.image,
    images: goods.images,
    description: goods.description,
    freight: goods.freight,
    spec: goods.spec.map((group) => ({ name: group.name, items: [...group.items] })),
    skus: goods.skus.map((sku) => ({
      difference: sku.difference,
      wholesale_price: sku.wholesale_price,
      retail_price: sku.retail_price,
      stock: sku.stock,
    })),
    status,
  };
}

/** The second-level categories (where goods are filed) as choices: "Parent › Child". */
export function leafCategoryOptions(
  tree: readonly {
    readonly name: string;
    readonly childlist: readonly { readonly id: number; readonly name: string }[];
  }[],
): { id: string; label: string }[] {
  return tree.flatMap((node) =>
    node.childlist.map((child) => ({
      id: String(child.id),
      label: `${node.name} › ${child.name}`,
    })),
  );
}
