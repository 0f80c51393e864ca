import type { CategoryNode } from '@bazaar/api/contract';
import type { LanguageCode } from '@bazaar/domain';
import { and, asc, desc, eq, or, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, shopCategories } from '../../db/schema/index.js';
import { localizedText } from './cards.js';

/** A category row as the tree builder needs it. */
interface CategoryRow {
  readonly id: number;
  readonly pid: number;
  readonly name: string;
  readonly image: string;
}

/**
 * The two-level tree of `rows` (already in display order): top levels (`pid` 0) with their children
 * in `childlist`. A child whose parent is missing (hidden) is left out with it.
 */
export function categoryTreeOf(rows: readonly CategoryRow[]): CategoryNode[] {
  const tops = rows
    .filter((row) => row.pid === 0)
    .map((row) => ({ ...pick(row), childlist: [] as CategoryNode['childlist'] }));
  const byId = new Map(tops.map((top) => [top.id, top]));
  for (const row of rows) {
    if (row.pid !== 0) byId.get(row.pid)?.childlist.push({ ...pick(row), childlist: [] });
  }
  return tops;
}

function pick({ id, pid, name, image }: CategoryRow): CategoryRow {
  return { id, pid, name, image };
}

/**
 * The platform's visible categories, as a tree in display order (weight, then id), named in
 * `language` (English where a category has no name in it).
 */
export async function platformCategoryTree(
  db: Database,
  language: LanguageCode,
): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: localizedText(categories.i18n, 'name', categories.name, language),
      image: categories.image,
    })
    .from(categories)
    .where(eq(categories.status, 'normal'))
    .orderBy(desc(categories.weigh), asc(categories.id));
  return categoryTreeOf(rows);
}

/** A shop's own categories, as a tree in display order. */
export async function shopCategoryTree(db: Database, shopId: number): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: shopCategories.id,
      pid: shopCategories.pid,
      name: shopCategories.name,
      image: shopCategories.image,
    })
    .from(shopCategories)
    .where(eq(shopCategories.shopId, shopId))
    .orderBy(desc(shopCategories.weigh), asc(shopCategories.id));
  return categoryTreeOf(rows);
}

/** The id and children of a category (an id or a placeholder), as a filter on `categories`. */
export function categoryWithChildren(id: number | SQLWrapper) {
  return and(eq(categories.status, 'normal'), or(eq(categories.id, id), eq(categories.pid, id)));
}
