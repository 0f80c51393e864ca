import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MerchantApplication } from '@bazaar/api/contract';
import {
  applicationStateKey,
  applicationStateTone,
  isMerchant,
  type ReviewedApplicationState,
} from '@bazaar/domain';
import { Button, Chip } from '@bazaar/ui';
import { useNotify } from '../../../app/index.js';
import { useEnterMerchantArea } from '../../../features/apply/index.js';
import { useDateTime } from '../../../features/order/use-date-time.js';
import { Panel } from '../../../features/user/sections/index.js';
import { useSession } from '../../../state/index.js';

/** The states after the forms. */
export type ReviewState = ReviewedApplicationState;

/** Props of {@link ApplicationStatus}. */
export interface ApplicationStatusProps {
  /** The state to show. */
  state: ReviewState;
  /** The application (null for a user who has a shop without one). */
  application: MerchantApplication | null;
}

/**
 * Steps 2 to 4: submitted and waiting for the platform's review; approved, with the way into
 * the merchant console (the session is renewed first when it does not carry the shop yet); or
 * rejected, with the platform's reason and a new application.
 */
export function ApplicationStatus({ state, application }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const enter = useEnterMerchantArea();
  const { userinfo } = useSession();
  const dateTime = useDateTime();
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
    <Panel aria-labelledby="apply-status">
      <div>
        <Chip tone={applicationStateTone(state)}>{t(applicationStateKey(state))}</Chip>
      </div>
      <h2 id="apply-status">{t(`merchant:apply.status.${state}.title`)}</h2>
      <p>{t(`merchant:apply.status.${state}.text`)}</p>
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
          {t('merchant:apply.status.submitted.time', { time: dateTime(application.updatetime) })}
        </p>
      ) : null}
      {state === 'approved' ? (
        <Button fullWidth size="lg" isLoading={isEntering} onPress={() => void enterConsole()}>
          {t('merchant:apply.enter_console')}
        </Button>
      ) : null}
      {state === 'rejected' ? (
        <Button fullWidth size="lg" onPress={() => void navigate('/user/apply/qualifications')}>
          {t('merchant:apply.resubmit')}
        </Button>
      ) : null}
    </Panel>
  );
}
