import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { Leaf, Panel, Parent, Parents, Root } from './category-tree.styles.js';
import type { CategoryNode } from './category-tree.types.js';

export type { CategoryNode } from './category-tree.types.js';

/** Props of `CategoryTree`. */
export interface CategoryTreeProps {
  /** The top-level categories. */
  categories: readonly CategoryNode[];
  /** The selected top-level category's id (controlled). */
  selectedId?: number | string;
  /** Called with the selected top-level category's id. */
  onSelectedChange?: (id: number | string) => void;
  /** The category page's address of a category. */
  hrefFor: (category: CategoryNode) => string;
}

function Tiles({
  items,
  hrefFor,
}: {
  items: readonly CategoryNode[];
  hrefFor: CategoryTreeProps['hrefFor'];
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Leaf href={hrefFor(item)}>
            {item.image ? <LazyImage src={item.image} alt="" ratio={1} radius="8px" /> : null}
            <span>{item.name}</span>
          </Leaf>
        </li>
      ))}
    </ul>
  );
}

/**
 * The category page: top-level categories as vertical tabs (arrow keys move), the selected one's
 * sub-categories as picture tiles grouped under their headings.
 */
export function CategoryTree({
  categories,
  selectedId,
  onSelectedChange,
  hrefFor,
}: CategoryTreeProps) {
  const { t } = useTranslation('ui');
  const byKey = new Map<Key, number | string>(
    categories.map((category) => [category.id, category.id]),
  );
  return (
    <Root
      orientation="vertical"
      selectedKey={selectedId}
      defaultSelectedKey={categories[0]?.id}
      onSelectionChange={(key) => {
        const id = byKey.get(key);
        if (id !== undefined) onSelectedChange?.(id);
      }}
    >
      <Parents aria-label={t('category.list')} items={categories}>
        {(category) => <Parent id={category.id}>{category.name}</Parent>}
      </Parents>
      {categories.map((category) => {
        const groups = category.children ?? [];
        const nested = groups.some((group) => (group.children?.length ?? 0) > 0);
        return (
          <Panel key={category.id} id={category.id}>
            {nested ? (
              groups.map((group) => (
                <section key={group.id} aria-label={group.name}>
                  <h3>{group.name}</h3>
                  <Tiles items={group.children ?? [group]} hrefFor={hrefFor} />
                </section>
              ))
            ) : (
              <Tiles items={groups.length > 0 ? groups : [category]} hrefFor={hrefFor} />
            )}
          </Panel>
        );
      })}
    </Root>
  );
}
