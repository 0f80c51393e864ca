import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ValidationResult } from '@bazaar/domain';
import { vars } from '@bazaar/ui';
import { UploadsField } from '../upload/index.js';
import type { ImageUploads } from '../upload/index.js';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & [data-part='field-error'] {
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Props of {@link ImageField}. */
export interface ImageFieldProps {
  /** The label, already translated. */
  label: string;
  /** The picture's uploads (`useImageUploads`), of which the first is the field's value. */
  uploads: ImageUploads;
  /** A domain rule's result for this field: a refusal shows its message. */
  validation?: ValidationResult;
}

/**
 * One picture of a form (a holder-ID photo, a shop logo): `ImageUploader` limited to one jpg,
 * jpeg or png, uploaded as soon as it is chosen, with a refusal's message under it.
 */
export function ImageField({ label, uploads, validation }: ImageFieldProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <UploadsField label={label} uploads={uploads} max={1} />
      {validation && !validation.ok ? (
        <span data-part="field-error" role="alert">
          {t(validation.messageKey, validation.details)}
        </span>
      ) : null}
    </Root>
  );
}
