import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { GoodsDetail } from '@bazaar/api/contract';
import { DEFAULT_SEARCH_FILTER } from '@bazaar/domain';
import { Icon, vars } from '@bazaar/ui';
import { findCategory, searchPath, useCategoryTree } from '../../../features/catalogue/index.js';
import { bareList } from '../../../app/layout/bare-list.js';

const Root = styled.nav`
  /* Up into the room of the page's heading, which this page keeps for screen readers only. */
  margin-top: calc(-1 * ${vars.space[6]});
  padding-block: 0 ${vars.space[5]};
  font-size: ${vars.fontSize.sm};

  & ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
    ${bareList}
    color: ${vars.color.textSecondary};
  }
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & a {
    color: ${vars.color.textSecondary};
    text-decoration: none;
  }
  & a:hover {
    color: ${vars.color.textBrand};
    text-decoration: underline;
  }
  & [aria-current='page'] {
    max-width: 40ch;
    overflow: hidden;
    color: ${vars.color.text};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * Where the goods sits (desktop): Home, its top-level category and its category (each the
 * category's search), then the goods itself.
 */
export function GoodsBreadcrumbs({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const found = findCategory(tree.list, goods.category_id);
  const trail = found
    ? found.top.id === found.category.id
      ? [found.top]
      : [found.top, found.category]
    : [];
  return (
    <Root aria-label={t('shop:goods.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('common:nav.home')}</Link>
        </li>
        {trail.map((category) => (
          <li key={category.id}>
            <Icon name="forward" />
            <Link to={searchPath({ ...DEFAULT_SEARCH_FILTER, id: category.id })}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Icon name="forward" />
          <span aria-current="page">{goods.title}</span>
        </li>
      </ol>
    </Root>
  );
}
