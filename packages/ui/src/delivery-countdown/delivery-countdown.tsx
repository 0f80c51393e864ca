import { useEffect, useState } from 'react';
import { deliveryCountdown, type DurationParts } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Chip } from '../chip/chip.js';
import { Root } from './delivery-countdown.styles.js';

/** Props of `DeliveryCountdown`. */
export interface DeliveryCountdownProps {
  /** The shipping deadline, epoch milliseconds (the domain's `shippingDeadline`). */
  deadline: number;
  /** The clock, for stories and tests. @default Date.now */
  now?: () => number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `hh:mm:ss`, with the days in front when there are any. */
function useDuration(parts: DurationParts): string {
  const { t } = useTranslation('ui');
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? t('countdown.days', { count: parts.days, time: clock }) : clock;
}

/**
 * The merchant's time left to ship an order, ticking every second; once the deadline passes it
 * turns into the overdue label with the time overdue (the domain's `deliveryCountdown`).
 */
export function DeliveryCountdown({ deadline, now = Date.now }: DeliveryCountdownProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const countdown = deliveryCountdown(deadline, current);
  const duration = useDuration(countdown);
  return (
    <Root data-overdue={countdown.overdue || undefined}>
      {countdown.overdue ? (
        <Chip tone="red">{t(countdown.labelKey)}</Chip>
      ) : (
        <span>{t(countdown.labelKey)}</span>
      )}
      <time dateTime={`PT${Math.floor(countdown.ms / 1000)}S`}>{duration}</time>
    </Root>
  );
}
