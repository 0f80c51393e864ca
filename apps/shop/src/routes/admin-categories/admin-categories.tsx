import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { admin, common, type ResponseOf } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { remCss as rem } from '@bazaar/domain';
import { Button, EmptyState, LazyImage, StateView, VisibilityChip, vars } from '@bazaar/ui';
import { useConfirm, useServices } from '../../app/index.js';
import { AdminPage, Card, ListLoading, Note, useSaving } from '../../features/admin/index.js';
import { CategoryDialog, type CategoryTarget } from './sections/category-dialog.js';
import { bareList } from '../../app/layout/bare-list.js';

type CategoryNode = ResponseOf<typeof admin.categories>['list'][number];
type Category = CategoryNode['childlist'][number];

const Tree = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};
  ${bareList}

  & ul {
    display: flex;
    flex-direction: column;
    ${bareList}
  }
  & ul > li {
    border-top: 1px solid ${vars.color.border};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding-block: ${vars.space[3]};

  /* Design pixels (the root font is a tenth of the width: a bare 2.5rem was a 94 px icon). */
  & [data-part='icon'] {
    width: ${rem(48)};
    flex: none;
  }
  & [data-part='name'] {
    flex: 1 1 ${rem(160)};
    min-width: 0;
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }
  & [data-part='detail'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

/**
 * `/admin/categories`: the platform's two-level category tree, hidden categories included, each
 * with its goods count, display order and visibility: add a top-level category or a subcategory,
 * edit one, or delete one after a confirmation (the server refuses one with subcategories or
 * goods: hide it instead).
 */
export function AdminCategoriesScreen() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { client } = useServices();
  const read = useEndpoint(admin.categories, undefined);
  const deleting = useSaving([admin.categories, common.info, common.categorys]);
  const [target, setTarget] = useState<{ key: number; value: CategoryTarget } | null>(null);
  const open = (value: CategoryTarget) =>
    setTarget((current) => ({ key: (current?.key ?? 0) + 1, value }));

  const remove = async (category: Category) => {
    if (
      !(await confirm({
        message: t('admin:categories.delete_question', { name: category.name }),
        confirmLabel: t('common:action.delete'),
        isDestructive: true,
      }))
    ) {
      return;
    }
    await deleting.save(
      () => client.call(admin.deleteCategory, { id: category.id }),
      'admin:categories.deleted',
    );
  };

  const row = (category: Category, children?: readonly Category[]) => (
    <Row>
      <span data-part="icon">
        {category.image ? <LazyImage src={category.image} alt="" ratio={1} radius="8px" /> : null}
      </span>
      <h3 data-part="name" id={`category-${category.id}`}>
        {category.name}
      </h3>
      <span data-part="detail">
        {t('admin:categories.detail', { goods: category.goods_count, weigh: category.weigh })}
      </span>
      <VisibilityChip subject="category" visibility={category.status} />
      <span data-part="actions">
        {children !== undefined ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin:categories.add_child_label', { name: category.name })}
            onPress={() => open({ type: 'add', pid: category.id })}
          >
            {t('admin:categories.add_child')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-label={t('admin:categories.edit_label', { name: category.name })}
          onPress={() =>
            open({
              type: 'edit',
              category,
              hasChildren: (children?.length ?? 0) > 0,
            })
          }
        >
          {t('common:action.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          isDisabled={deleting.isBusy}
          aria-label={t('admin:categories.delete_label', { name: category.name })}
          onPress={() => void remove(category)}
        >
          {t('common:action.delete')}
        </Button>
      </span>
    </Row>
  );

  let content;
  if (read.error && !read.data) {
    content = (
      <StateView
        state="failed"
        failedMessage={t('admin:categories.load_failed')}
        onRetry={() => void read.mutate()}
      />
    );
  } else if (!read.data) {
    content = <ListLoading />;
  } else if (read.data.list.length === 0) {
    content = <EmptyState message={t('admin:categories.empty')} />;
  } else {
    content = (
      <Tree aria-label={t('admin:nav.categories')}>
        {read.data.list.map((node) => (
          <li key={node.id}>
            <Card aria-labelledby={`category-${node.id}`}>
              {row(node, node.childlist)}
              {node.childlist.length > 0 ? (
                <ul aria-label={t('admin:categories.children', { name: node.name })}>
                  {node.childlist.map((child) => (
                    <li key={child.id}>{row(child)}</li>
                  ))}
                </ul>
              ) : (
                <p data-part="sub">{t('admin:categories.no_children')}</p>
              )}
            </Card>
          </li>
        ))}
      </Tree>
    );
  }

  return (
    <AdminPage
      title={t('admin:nav.categories')}
      actions={
        <Button size="sm" onPress={() => open({ type: 'add', pid: 0 })}>
          {t('admin:categories.add')}
        </Button>
      }
    >
      <Note>{t('admin:categories.intro')}</Note>
      {content}
      {target ? (
        <CategoryDialog
          key={target.key}
          target={target.value}
          parents={read.data?.list ?? []}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </AdminPage>
  );
}
