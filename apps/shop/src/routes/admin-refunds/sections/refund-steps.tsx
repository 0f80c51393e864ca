import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { adminFinance } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { refundLogActorKey, refundStateFromWire, refundStateKey } from '@bazaar/domain';
import { Skeleton, StateView, vars, viewStateOf } from '@bazaar/ui';
import { Pictures } from '../../../features/admin/index.js';
import { useDateTime } from '../../../features/order/use-date-time.js';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0 0 0 ${vars.space[5]};
  border-inline-start: 2px solid ${vars.color.border};
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }
  & strong {
    font-weight: ${vars.fontWeight.medium};
  }
  & time {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Props of {@link RefundSteps}. */
export interface RefundStepsProps {
  /** The refund's id. */
  id: number;
  /** Names the list, already translated. */
  label: string;
}

/**
 * Every step of a refund (`adminFinance.refundInfo`): who acted, the state it left, what they
 * wrote and sent, and when. Read when shown.
 */
export function RefundSteps({ id, label }: RefundStepsProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const info = useEndpoint(adminFinance.refundInfo, { id });
  return (
    <StateView
      state={viewStateOf(info)}
      skeleton={<Skeleton height="5rem" />}
      failedMessage={t('admin:refunds.steps_failed')}
      onRetry={() => void info.mutate()}
    >
      {() => (
        <Steps aria-label={label}>
          {(info.data?.log ?? []).map((step, index) => (
            <li key={index}>
              <strong>
                {t('admin:refunds.step', {
                  actor: t(refundLogActorKey(step.actor)),
                  state: t(refundStateKey(refundStateFromWire(step.state))),
                })}
              </strong>
              {step.content ? <p>{step.content}</p> : null}
              <Pictures images={step.images} label={t('admin:refunds.evidence')} />
              <time>{dateTime(step.createtime)}</time>
            </li>
          ))}
        </Steps>
      )}
    </StateView>
  );
}
