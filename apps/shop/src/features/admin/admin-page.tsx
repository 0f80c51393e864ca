import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { OPERATOR_NAV_ITEMS, operatorNavId } from '@bazaar/domain';
import { SideNav, useLayout } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { Column, Frame } from './admin.styles.js';

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  /** The page title, already translated. */
  title: string;
  /** Controls at the end of the nav bar (mobile) or of the heading row (desktop). */
  actions?: ReactNode;
  /** The screen's content. */
  children?: ReactNode;
}

/**
 * The frame of every operator screen. Desktop: the console's side navigation (`SideNav` over the
 * domain's `OPERATOR_NAV_ITEMS`, the current entry marked) beside the page. Mobile: the page alone
 * (the dashboard lists the destinations).
 */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { pathname } = useLocation();
  const page = (
    <Page title={title} actions={actions}>
      <Column>{children}</Column>
    </Page>
  );
  if (layout === 'mobile') return page;
  return (
    <Frame>
      <SideNav
        title={t('admin:nav.label')}
        items={OPERATOR_NAV_ITEMS}
        currentId={operatorNavId(pathname)}
      />
      <div data-part="main">{page}</div>
    </Frame>
  );
}
