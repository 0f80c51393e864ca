import { useTranslation } from 'react-i18next';
import { admin, type AdminApplication } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  APPLICATION_STATES,
  ID_TYPES,
  applicationReviewKey,
  applicationStateToWire,
  applicationStateTone,
  idTypeKey,
  isReviewedApplicationState,
  REVIEWED_APPLICATION_STATES,
  type IdType,
  type ReviewedApplicationState,
} from '@bazaar/domain';
import { Chip, LazyImage, Tabs } from '@bazaar/ui';
import { useServices } from '../../app/index.js';
import { useDateTime } from '../../features/order/use-date-time.js';
import {
  AdminList,
  DecisionButtons,
  AdminPage,
  Card,
  Fields,
  useFilterParam,
  useReview,
  userLabel,
} from '../../features/admin/index.js';

/** The application tabs: `verify` 2 submitted (the queue), 3 approved, 4 rejected. */
const VERIFY_TABS = REVIEWED_APPLICATION_STATES.map(applicationStateToWire);

/** The review state of an application's `verify` (a submitted one for anything else). */
function reviewStateOf(verify: number): ReviewedApplicationState {
  const state = APPLICATION_STATES[verify];
  return state !== undefined && isReviewedApplicationState(state) ? state : 'submitted';
}

function isIdType(value: string): value is IdType {
  return (ID_TYPES as readonly string[]).includes(value);
}

/**
 * `/admin/applications`: merchant applications by review state, the submitted ones first (oldest
 * first, so the queue is fair). An approval (after its confirmation) opens the applicant's shop;
 * a rejection needs a reason the applicant sees, and they may apply again.
 */
export function AdminApplicationsScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [verify, setVerify] = useFilterParam('verify', VERIFY_TABS, 2);
  const list = usePagedEndpoint(admin.applications, { verify });
  const { client } = useServices();
  const review = useReview([admin.applications]);

  const renderItem = (item: AdminApplication) => {
    const state = reviewStateOf(item.verify);
    const applicant = userLabel(item.user);
    return (
      <Card aria-labelledby={`application-${item.id}`}>
        <header>
          <div>
            <h3 id={`application-${item.id}`}>{item.shopname}</h3>
            <span data-part="sub">{t('admin:applications.applicant', { name: applicant })}</span>
          </div>
          <Chip tone={applicationStateTone(state)}>{t(applicationReviewKey(state))}</Chip>
        </header>
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
          <dd>{dateTime(item.updatetime)}</dd>
          {item.reviewtime ? (
            <>
              <dt>{t('admin:applications.reviewed_at')}</dt>
              <dd>{dateTime(item.reviewtime)}</dd>
            </>
          ) : null}
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
        {state === 'submitted' ? (
          <DecisionButtons
            review={review}
            reject={{
              title: t('admin:applications.reject_title', { shop: item.shopname }),
              successKey: 'admin:applications.rejected',
              maxLength: 200,
              send: (reason) =>
                client.call(admin.reviewApplication, {
                  id: item.id,
                  approve: false,
                  reason,
                }),
            }}
            approve={{
              question: t('admin:applications.approve_question', {
                shop: item.shopname,
                name: applicant,
              }),
              confirmLabel: t('admin:applications.approve'),
              successKey: 'admin:applications.approved',
              send: () => client.call(admin.reviewApplication, { id: item.id, approve: true }),
            }}
          />
        ) : null}
      </Card>
    );
  };

  return (
    <AdminPage title={t('admin:nav.applications')}>
      <Tabs
        aria-label={t('admin:applications.tabs')}
        items={VERIFY_TABS.map((value) => ({
          value,
          label: t(applicationReviewKey(reviewStateOf(value))),
        }))}
        selectedValue={verify}
        onSelectionChange={setVerify}
      >
        <AdminList
          list={list}
          label={t('admin:nav.applications')}
          emptyMessage={t(
            verify === 2 ? 'admin:applications.empty_queue' : 'admin:applications.empty',
          )}
          errorMessage={t('admin:applications.load_failed')}
          getKey={(item) => item.id}
          renderItem={renderItem}
        />
      </Tabs>
      {review.overlays}
    </AdminPage>
  );
}
