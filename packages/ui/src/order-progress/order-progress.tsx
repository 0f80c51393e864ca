import type { ReactNode } from 'react';
import type { OrderProgressItem } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { Steps } from './order-progress.styles.js';

/** Props of `OrderProgress`. */
export interface OrderProgressProps {
  /** The steps as the domain's `orderProgress(state, milestones)` gives them. */
  steps: readonly OrderProgressItem[];
  /**
   * Shows a step's time (unix seconds): text formatted with `@bazaar/i18n`'s `formatDate`, or an
   * element (the shop's `<time dateTime>`).
   */
  formatTime?: (unixSeconds: number) => ReactNode;
}

/**
 * The five steps of an order (ordered, paid, shipped, received, completed): reached steps filled,
 * the latest marked `aria-current="step"`, with their times.
 */
export function OrderProgress({ steps, formatTime }: OrderProgressProps) {
  const { t } = useTranslation();
  const latest = steps.reduce((last, step, index) => (step.done ? index : last), -1);
  return (
    <Steps aria-label={t('ui:order.progress')}>
      {steps.map((step, index) => (
        <li
          key={step.step}
          data-done={step.done || undefined}
          aria-current={index === latest ? 'step' : undefined}
        >
          <span data-part="dot" aria-hidden="true">
            <Icon name="check" strokeWidth={3} />
          </span>
          <span>{t(step.labelKey)}</span>
          {step.time !== null && formatTime ? (
            <span data-part="time">{formatTime(step.time)}</span>
          ) : null}
        </li>
      ))}
    </Steps>
  );
}
