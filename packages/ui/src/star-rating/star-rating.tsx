import { useState } from 'react';
import { Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from '../field/field.styles.js';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import { Display, Group, Star } from './star-rating.styles.js';

const STARS = [1, 2, 3, 4, 5] as const;

/** Props of `StarRating`. */
export interface StarRatingProps extends Omit<FieldMessageProps, 'description'> {
  /** The score 1 to 5, or 0 for none yet (controlled). */
  value: number;
  /** Called with the chosen score. */
  onChange: (value: number) => void;
  /** The label, already translated. */
  label: string;
  /** Disable the input. @default false */
  isDisabled?: boolean;
}

/**
 * The review score input: five stars as a radio group (arrow keys choose, each star named "3
 * stars"), filled up to the chosen or hovered star. The domain's `validateCommentScore` checks it.
 */
export function StarRating({
  value,
  onChange,
  label,
  isDisabled = false,
  errorMessage,
  validation,
}: StarRatingProps) {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState(0);
  const error = useFieldError({ errorMessage, validation });
  const shown = hovered || value;
  return (
    <Group
      value={value > 0 ? String(value) : null}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isDisabled={isDisabled}
      isInvalid={error !== undefined}
    >
      <Label>{label}</Label>
      <div data-part="stars" onPointerLeave={() => setHovered(0)}>
        {STARS.map((star) => (
          <Star
            key={star}
            value={String(star)}
            aria-label={t('rating.stars', { count: star })}
            data-filled={star <= shown || undefined}
            onHoverStart={() => setHovered(star)}
          >
            <Icon name="star" filled={star <= shown} />
          </Star>
        ))}
      </div>
      <FieldErrorText>{error}</FieldErrorText>
    </Group>
  );
}

/** Props of `StarRatingDisplay`. */
export interface StarRatingDisplayProps {
  /** The score, 0 to 5 (rounded to whole stars). */
  value: number;
}

/** A read-only score as stars, read as "4 out of 5 stars". */
export function StarRatingDisplay({ value }: StarRatingDisplayProps) {
  const { t } = useTranslation('ui');
  const whole = Math.round(Math.min(Math.max(value, 0), 5));
  return (
    <Display role="img" aria-label={t('rating.out_of_five', { count: whole })}>
      {STARS.map((star) => (
        <Icon
          key={star}
          name="star"
          filled={star <= whole}
          data-filled={star <= whole || undefined}
        />
      ))}
    </Display>
  );
}
