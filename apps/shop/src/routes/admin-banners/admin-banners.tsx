import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { admin, common, type ResponseOf } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Button, EmptyState, LazyImage, StateView, Tabs, VisibilityChip, vars } from '@bazaar/ui';
import { useConfirm, useServices, useFilterParam } from '../../app/index.js';
import { AdminPage, Card, Fields, ListLoading, useSaving } from '../../features/admin/index.js';
import { BANNER_POSITIONS, BannerDialog, type BannerPosition } from './sections/banner-dialog.js';
import { bareList } from '../../app/layout/bare-list.js';

type Banner = ResponseOf<typeof admin.banners>['list'][number];

/** The position tabs: every banner, then each position. */
const TABS = ['all', ...BANNER_POSITIONS] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.layout.sectionGap};
  ${bareList}

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * `/admin/banners`: the banners of the home carousel, the secondary banners and the category
 * page, hidden ones included, by position and display order: add one, edit one, or delete one
 * after a confirmation.
 */
export function AdminBannersScreen() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { client } = useServices();
  const [tab, setTab] = useFilterParam('position', TABS, 'all');
  const read = useEndpoint(admin.banners, tab === 'all' ? {} : { position: tab });
  const deleting = useSaving([admin.banners, common.info]);
  const [editing, setEditing] = useState<{ key: number; banner: Banner | null } | null>(null);
  const open = (banner: Banner | null) =>
    setEditing((current) => ({ key: (current?.key ?? 0) + 1, banner }));

  const remove = async (banner: Banner) => {
    const name = banner.title || t(`admin:banners.positions.${banner.position}`);
    if (
      !(await confirm({
        message: t('admin:banners.delete_question', { name }),
        confirmLabel: t('common:action.delete'),
        isDestructive: true,
      }))
    ) {
      return;
    }
    await deleting.save(
      () => client.call(admin.deleteBanner, { id: banner.id }),
      'admin:banners.deleted',
    );
  };

  let content;
  if (read.error && !read.data) {
    content = (
      <StateView
        state="failed"
        failedMessage={t('admin:banners.load_failed')}
        onRetry={() => void read.mutate()}
      />
    );
  } else if (!read.data) {
    content = <ListLoading />;
  } else if (read.data.list.length === 0) {
    content = <EmptyState message={t('admin:banners.empty')} />;
  } else {
    content = (
      <Grid aria-label={t('admin:nav.banners')}>
        {read.data.list.map((banner) => {
          const name = banner.title || t('admin:banners.untitled');
          return (
            <li key={banner.id}>
              <Card aria-labelledby={`banner-${banner.id}`}>
                <LazyImage src={banner.image} alt={name} ratio={2.5} radius="8px" />
                <header>
                  <h3 id={`banner-${banner.id}`}>{name}</h3>
                  <VisibilityChip subject="banner" visibility={banner.status} />
                </header>
                <Fields>
                  <dt>{t('admin:banners.position')}</dt>
                  <dd>{t(`admin:banners.positions.${banner.position}`)}</dd>
                  <dt>{t('admin:banners.url')}</dt>
                  <dd>{banner.url || t('admin:banners.no_url')}</dd>
                  <dt>{t('admin:banners.weigh')}</dt>
                  <dd>{banner.weigh}</dd>
                </Fields>
                <div data-part="actions">
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={deleting.isBusy}
                    aria-label={t('admin:banners.delete_label', { name })}
                    onPress={() => void remove(banner)}
                  >
                    {t('common:action.delete')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('admin:banners.edit_label', { name })}
                    onPress={() => open(banner)}
                  >
                    {t('common:action.edit')}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </Grid>
    );
  }

  return (
    <AdminPage
      title={t('admin:nav.banners')}
      actions={
        <Button size="sm" onPress={() => open(null)}>
          {t('admin:banners.add')}
        </Button>
      }
    >
      <Tabs
        aria-label={t('admin:banners.position')}
        items={TABS.map((value) => ({
          value,
          label: value === 'all' ? t('common:tabs.all') : t(`admin:banners.positions.${value}`),
        }))}
        selectedValue={tab}
        onSelectionChange={setTab}
      >
        {content}
      </Tabs>
      {editing ? (
        <BannerDialog
          key={editing.key}
          banner={editing.banner}
          position={tab === 'all' ? 'home' : (tab as BannerPosition)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
