import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { applicationStep, isMerchant, type ApplicationState } from '@bazaar/domain';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { applicationStateOf, useApplication } from '../../features/apply/index.js';
import { Column } from '../../features/user/sections/index.js';
import { useSession } from '../../state/index.js';
import { ApplicationStatus, type ReviewState } from './sections/application-status.js';
import { ApplySteps } from './sections/apply-steps.js';
import { QualificationsStep } from './sections/qualifications-form.js';
import { ShopInfoStep } from './sections/shop-info-form.js';

function isReviewState(state: ApplicationState | null): state is ReviewState {
  return state === 'submitted' || state === 'approved' || state === 'rejected';
}

/**
 * `/user/apply/{step?}`: the merchant application (spec section 4). The view follows the
 * application's state (domain `applicationStep`): the qualifications form (never applied, or
 * `verify` 0), the shop form (1), then the review status: submitted (2), approved with the way
 * into the merchant console (3), rejected with the reason and a new application (4). The
 * address can only reopen the qualifications while they may change (`/user/apply/qualifications`
 * at 1 or 4). A user who already has a shop sees the approved status.
 */
export function ApplyScreen() {
  const { t } = useTranslation();
  const { step: requested } = useParams();
  const { userinfo } = useSession();
  const { data, error, mutate } = useApplication();

  let body;
  if (data === undefined && error) {
    body = <StateView state="failed" onRetry={() => void mutate()} />;
  } else if (data === undefined) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="48px" />
        <Skeleton height="320px" />
      </SkeletonGroup>
    );
  } else {
    const application = data;
    const state: ApplicationState | null = isMerchant(userinfo)
      ? 'approved'
      : applicationStateOf(application);
    const step = applicationStep(state, requested);
    body = (
      <>
        <ApplySteps current={step} />
        {step === 'status' && isReviewState(state) ? (
          <ApplicationStatus state={state} application={application} />
        ) : step === 'shop_info' && application ? (
          <ShopInfoStep application={application} />
        ) : (
          <QualificationsStep application={application} />
        )}
      </>
    );
  }

  return (
    <Page title={t('merchant:apply.title')}>
      <Column>{body}</Column>
    </Page>
  );
}
