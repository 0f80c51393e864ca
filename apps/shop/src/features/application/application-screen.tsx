import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { admin, type MerchantApplication } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  REVIEWED_APPLICATION_STATES,
  applicationListEmptyKey,
  applicationStateFromWire,
  applicationStateToWire,
  applicationStatus,
  applicationStep,
  isMerchant,
  isReviewedApplicationState,
  type ApplicationState,
  type ApplicationViewer,
} from '@bazaar/domain';
import { Skeleton, StateView, Tabs, viewStateOf } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { AdminList } from '../admin/admin-list.js';
import { AdminPage } from '../admin/admin-page.js';
import { useFilterParam } from '../../app/router/use-filter-param.js';
import { useReview } from '../admin/use-review.js';
import { Column } from '../user/sections/panel.js';
import { useSession } from '../../state/index.js';
import { ApplicationDetails } from './application-details.js';
import { ApplicationSteps } from './application-steps.js';
import { QualificationsStep } from './qualifications-form.js';
import { ShopInfoStep } from './shop-info-form.js';
import { applicationStateOf, useApplication } from './use-application.js';

/** Props of {@link ApplicationScreen}. */
export interface ApplicationScreenProps {
  /**
   * Whose screen it is: the applicant's `/user/apply/{step?}` (`seller`) or the platform's review
   * list `/admin/applications`.
   */
  viewer: ApplicationViewer;
}

/** The merchant application screen of `viewer`. */
export function ApplicationScreen({ viewer }: ApplicationScreenProps) {
  switch (viewer) {
    case 'seller':
      return <ApplicantScreen />;
    case 'platform':
      return <ReviewScreen />;
    default:
      return viewer satisfies never;
  }
}

/**
 * The applicant's application (spec section 4). The view follows the application's state (domain
 * `applicationStep`): the qualifications form (never applied, or `verify` 0), the shop form (1),
 * then the review status: submitted (2), approved with the way into the merchant console (3),
 * rejected with the reason and a new application (4). The address can only reopen the
 * qualifications while they may change (`/user/apply/qualifications` at 1 or 4). A user who
 * already has a shop sees the approved status.
 */
function ApplicantScreen() {
  const { t } = useTranslation();
  const { step: requested } = useParams();
  const { userinfo } = useSession();
  const read = useApplication();

  const ready = (application: MerchantApplication | null) => {
    const state: ApplicationState | null = isMerchant(userinfo)
      ? 'approved'
      : applicationStateOf(application);
    const step = applicationStep(state, requested);
    return (
      <>
        <ApplicationSteps current={step} />
        {step === 'status' && state !== null && isReviewedApplicationState(state) ? (
          <ApplicationDetails viewer="seller" state={state} application={application} />
        ) : step === 'shop_info' && application ? (
          <ShopInfoStep application={application} />
        ) : (
          <QualificationsStep application={application} />
        )}
      </>
    );
  };

  return (
    <Page title={t('merchant:apply.title')}>
      <Column>
        <StateView
          state={viewStateOf(read)}
          loadingLabel={t('common:status.loading')}
          skeleton={
            <>
              <Skeleton height="48px" />
              <Skeleton height="320px" />
            </>
          }
          onRetry={() => void read.mutate()}
        >
          {() => (read.data === undefined ? null : ready(read.data))}
        </StateView>
      </Column>
    </Page>
  );
}

/** The review tabs by their wire `verify` (the address's `?verify=`): submitted, approved, rejected. */
const VERIFY_TABS = REVIEWED_APPLICATION_STATES.map(applicationStateToWire);

/**
 * The platform's review of merchant applications by state, the submitted ones first (oldest
 * first, so the queue is fair). An approval (after its confirmation) opens the applicant's shop;
 * a rejection needs a reason the applicant sees, and they may apply again.
 */
function ReviewScreen() {
  const { t } = useTranslation();
  const [verify, setVerify] = useFilterParam(
    'verify',
    VERIFY_TABS,
    applicationStateToWire('submitted'),
  );
  const list = usePagedEndpoint(admin.applications, { verify });
  const review = useReview([admin.applications]);
  const tabState = applicationStateFromWire(verify);

  return (
    <AdminPage title={t('admin:nav.applications')}>
      <Tabs
        aria-label={t('admin:applications.tabs')}
        items={VERIFY_TABS.map((value) => ({
          value,
          label: t(applicationStatus(applicationStateFromWire(value), 'platform').labelKey),
        }))}
        selectedValue={verify}
        onSelectionChange={setVerify}
      >
        <AdminList
          list={list}
          label={t('admin:nav.applications')}
          emptyMessage={t(
            isReviewedApplicationState(tabState)
              ? applicationListEmptyKey(tabState)
              : 'admin:applications.empty',
          )}
          errorMessage={t('admin:applications.load_failed')}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <ApplicationDetails
              viewer="platform"
              state={applicationStateFromWire(item.verify)}
              application={item}
              review={review}
            />
          )}
        />
      </Tabs>
      {review.overlays}
    </AdminPage>
  );
}
