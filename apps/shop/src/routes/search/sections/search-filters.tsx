import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CategoryNode } from '@bazaar/api/contract';
import { IconButton, Select, vars, type SelectOption, phoneGutter } from '@bazaar/ui';

const Root = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[3]};
  ${phoneGutter}
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  :root[data-layout='desktop'] & > :first-child {
    flex: 0 1 20rem;
  }
`;

/** The option id of "every category". */
const ALL = 'all';

/** The categories as options: every category, then each top level followed by its children. */
function categoryOptions(list: readonly CategoryNode[], allLabel: string): SelectOption[] {
  return [
    { id: ALL, label: allLabel },
    ...list.flatMap((top) => [
      { id: String(top.id), label: top.name },
      ...top.childlist.map((child) => ({
        id: String(child.id),
        label: `${top.name} › ${child.name}`,
      })),
    ]),
  ];
}

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  /** The category tree. */
  categories: readonly CategoryNode[];
  /** The chosen category, none for every category. */
  categoryId: number | undefined;
  /** Called with the chosen category, undefined for every category. */
  onCategoryChange(id: number | undefined): void;
  /** How goods show. */
  view: 'grid' | 'list';
  /** Called with the other view. */
  onViewChange(view: 'grid' | 'list'): void;
}

/** The goods search's category filter and the switch between the grid and the list of goods. */
export function SearchFilters({
  categories,
  categoryId,
  onCategoryChange,
  view,
  onViewChange,
}: SearchFiltersProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <Select
        label={t('shop:search.category')}
        options={categoryOptions(categories, t('shop:search.all_categories'))}
        selectedKey={categoryId === undefined ? ALL : String(categoryId)}
        onSelectionChange={(id) => onCategoryChange(id === ALL ? undefined : Number(id))}
      />
      <IconButton
        icon={view === 'grid' ? 'menu' : 'category'}
        variant="outline"
        label={view === 'grid' ? t('shop:search.view_list') : t('shop:search.view_grid')}
        onPress={() => onViewChange(view === 'grid' ? 'list' : 'grid')}
      />
    </Root>
  );
}
