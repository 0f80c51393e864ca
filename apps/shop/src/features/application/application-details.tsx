import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { admin, type AdminApplication, type MerchantApplication } from '@bazaar/api/contract';
import {
  ID_TYPES,
  applicationActions,
  applicationStatusTextKeys,
  idTypeKey,
  isMerchant,
  isReviewedApplicationState,
  type ApplicationState,
  type IdType,
} from '@bazaar/domain';
import { ApplicationStatusChip, Button, LazyImage } from '@bazaar/ui';
import { useNotify, useServices } from '../../app/index.js';
import { Fields, RecordPanel } from '../admin/admin.styles.js';
import { userLabel } from '../admin/record-parts.js';
import { DecisionButtons, type ReviewActions } from '../admin/use-review.js';
import { useSession } from '../../state/index.js';
import { useEnterMerchantArea } from './use-application.js';
import { Detail } from '../record/detail.js';
import { DateTime } from '../time/index.js';

/** Props of {@link ApplicationDetails}: the viewer, their read of the application and its state. */
export type ApplicationDetailsProps =
  | {
      /** The applicant, who becomes the seller: their own application (`GET shop/apply`). */
      viewer: 'seller';
      /** Its state (`approved` for a user who has a shop). */
      state: ApplicationState;
      /** The application; null for a user who has a shop without one. */
      application: MerchantApplication | null;
    }
  | {
      /** The platform: an application with its applicant, and the review list's decisions. */
      viewer: 'platform';
      state: ApplicationState;
      application: AdminApplication;
      review: ReviewActions;
    };

function isIdType(value: string): value is IdType {
  return (ID_TYPES as readonly string[]).includes(value);
}

/**
 * One merchant application as its viewer may see it and act on it. Both see its status (domain
 * label in their words, one tone), the shop it asks for and the platform's reason for a rejection.
 * The applicant reads what the state means for them and, once decided, enters the merchant console
 * or applies again. The platform reads who applied, the identity they gave, the shop's
 * introduction and pictures, and approves or rejects a submitted one. The actions are the domain's
 * (`applicationActions`).
 */
export function ApplicationDetails(props: ApplicationDetailsProps) {
  const { t } = useTranslation();
  const { viewer, state, application } = props;
  const actions = applicationActions(state, viewer);
  const chip = <ApplicationStatusChip state={state} viewer={viewer} />;

  if (props.viewer === 'platform') {
    const item = props.application;
    const applicant = userLabel(item.user);
    return (
      <RecordPanel
        title={item.shopname}
        headingLevel={3}
        headingId={`application-${item.id}`}
        description={t('admin:applications.applicant', { name: applicant })}
        actions={chip}
      >
        <Fields>
          <dt>{t('admin:applications.name')}</dt>
          <dd>{item.name}</dd>
          <dt>{t('admin:applications.id_type')}</dt>
          <dd>{isIdType(item.id_type) ? t(idTypeKey(item.id_type)) : '–'}</dd>
          <dt>{t('admin:applications.number')}</dt>
          <dd>{item.number}</dd>
          <dt>{t('admin:applications.mobile')}</dt>
          <dd>{item.mobile}</dd>
          <dt>{t('admin:applications.email')}</dt>
          <dd>{item.email}</dd>
          <dt>{t('admin:applications.submitted_at')}</dt>
          <dd>
            <DateTime value={item.updatetime} />
          </dd>
          <Detail label={t('admin:applications.reviewed_at')}>
            {item.reviewtime ? <DateTime value={item.reviewtime} /> : null}
          </Detail>
        </Fields>
        {item.bio ? <p data-part="quote">{item.bio}</p> : null}
        <ul data-part="images" aria-label={t('admin:applications.pictures')}>
          {[
            [item.image, t('admin:applications.id_photo')],
            [item.avatar, t('admin:applications.logo')],
          ].map(([src, alt]) =>
            src ? (
              <li key={alt}>
                <a href={src} target="_blank" rel="noreferrer">
                  <LazyImage src={src} alt={alt ?? ''} ratio={1} radius="8px" />
                </a>
              </li>
            ) : null,
          )}
        </ul>
        {item.refuse_reason ? (
          <p data-part="quote">{t('admin:review.reason_given', { reason: item.refuse_reason })}</p>
        ) : null}
        {actions.length > 0 ? (
          <PlatformDecision application={item} applicant={applicant} review={props.review} />
        ) : null}
      </RecordPanel>
    );
  }

  const text = isReviewedApplicationState(state) ? applicationStatusTextKeys(state) : null;
  return (
    <RecordPanel
      title={text ? t(text.titleKey) : t('merchant:apply.title')}
      headingId="apply-status"
      actions={chip}
    >
      {text ? <p>{t(text.textKey)}</p> : null}
      {state === 'rejected' && application?.refuse_reason ? (
        <p>
          <strong>{t('merchant:apply.status.rejected.reason')}</strong> {application.refuse_reason}
        </p>
      ) : null}
      {application?.shopname ? (
        <p>
          {t('merchant:apply.field.shopname')}: {application.shopname}
        </p>
      ) : null}
      {state === 'submitted' && application ? (
        <p>
          <DateTime
            value={application.updatetime}
            sentence={(time) => t('merchant:apply.status.submitted.time', { time })}
          />
        </p>
      ) : null}
      {actions.includes('enter_console') ? <EnterConsoleButton /> : null}
      {actions.includes('resubmit') ? <ResubmitButton /> : null}
    </RecordPanel>
  );
}

/**
 * The approved applicant's way into the merchant console: the session is renewed first when it
 * does not carry the shop yet.
 */
function EnterConsoleButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const enter = useEnterMerchantArea();
  const { userinfo } = useSession();
  const [isEntering, setEntering] = useState(false);

  const enterConsole = async () => {
    if (isMerchant(userinfo)) {
      void navigate('/mt');
      return;
    }
    setEntering(true);
    const hasShop = await enter();
    setEntering(false);
    if (hasShop) void navigate('/mt');
    else notify.error('merchant:apply.enter_failed');
  };

  return (
    <Button fullWidth size="lg" isLoading={isEntering} onPress={() => void enterConsole()}>
      {t('merchant:apply.enter_console')}
    </Button>
  );
}

/** A rejected applicant applies again, from the qualifications. */
function ResubmitButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button fullWidth size="lg" onPress={() => void navigate('/user/apply/qualifications')}>
      {t('merchant:apply.resubmit')}
    </Button>
  );
}

/** The platform's decision on a submitted application: reject with a reason, or approve. */
function PlatformDecision({
  application,
  applicant,
  review,
}: {
  application: AdminApplication;
  applicant: string;
  review: ReviewActions;
}) {
  const { t } = useTranslation();
  const { client } = useServices();
  return (
    <DecisionButtons
      review={review}
      reject={{
        title: t('admin:applications.reject_title', { shop: application.shopname }),
        successKey: 'admin:applications.rejected',
        maxLength: 200,
        send: (reason) =>
          client.call(admin.reviewApplication, { id: application.id, approve: false, reason }),
      }}
      approve={{
        question: t('admin:applications.approve_question', {
          shop: application.shopname,
          name: applicant,
        }),
        confirmLabel: t('admin:applications.approve'),
        successKey: 'admin:applications.approved',
        send: () => client.call(admin.reviewApplication, { id: application.id, approve: true }),
      }}
    />
  );
}
