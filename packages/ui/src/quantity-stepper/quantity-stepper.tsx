import { canDecrease } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { StepButton } from '../number-field/number-field.styles.js';
import { Box, Count, Root } from './quantity-stepper.styles.js';

/** Props of `QuantityStepper`. */
export interface QuantityStepperProps {
  /** The quantity, an integer of at least 1 (controlled). */
  value: number;
  /** Called with the new quantity (the caller dispatches the cart's increase or decrease). */
  onChange: (value: number) => void;
  /** The largest quantity (stock); + is disabled there. */
  max?: number;
  /** Disable the whole stepper (while the cart saves). @default false */
  isDisabled?: boolean;
  /** Accessible name; defaults to t('ui:quantity.label'). */
  'aria-label'?: string;
}

/**
 * − quantity + for a cart line or a purchase. − is disabled at 1 by the cart rule of the domain
 * (`canDecrease`); the count can also be typed, and is clamped to 1..max on blur.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  isDisabled = false,
  'aria-label': ariaLabel,
}: QuantityStepperProps) {
  const { t } = useTranslation('ui');
  return (
    <Root
      aria-label={ariaLabel ?? t('quantity.label')}
      value={value}
      onChange={(next) => {
        if (Number.isFinite(next) && next !== value) onChange(next);
      }}
      minValue={1}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isDisabled={isDisabled}
    >
      <Box>
        <StepButton
          slot="decrement"
          aria-label={t('number.decrease')}
          isDisabled={isDisabled || !canDecrease({ number: value })}
        >
          <Icon name="minus" />
        </StepButton>
        <Count />
        <StepButton slot="increment" aria-label={t('number.increase')}>
          <Icon name="plus" />
        </StepButton>
      </Box>
    </Root>
  );
}
