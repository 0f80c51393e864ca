import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { user } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import type { ValidationResult } from '@bazaar/domain';
import { TextField, vars } from '@bazaar/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[3]};

  & > button {
    display: flex;
    height: ${vars.size.control.md};
    padding: 0;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bgSurfaceSecondary};
    cursor: pointer;
    overflow: hidden;
  }
  & > button:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & img {
    height: 100%;
  }
  /* Keep the image beside the input, not beside its error message. */
  & > :first-child [slot='errorMessage'] {
    position: absolute;
  }
`;

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  /** The typed answer. */
  value: string;
  /** Called with the typed answer. */
  onChange(value: string): void;
  /** Called with the key of each new challenge (sent back with the answer). */
  onKeyChange(key: string): void;
  /** A refusal to show under the input. */
  validation?: ValidationResult;
  /** Changing this number asks for a new image (after a refused registration). */
  renewal: number;
}

/**
 * The verification code: the captcha image (a button that loads a new one) beside its input. A
 * new image comes when the old one expires, is pressed, or `renewal` changes; each new image
 * clears the typed code.
 */
export function CaptchaField({
  value,
  onChange,
  onKeyChange,
  validation,
  renewal,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { data, mutate, isValidating } = useEndpoint(user.captcha, undefined, {
    // A new image while the user types would make the typed code wrong.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    refreshInterval: (latest) => (latest ? latest.expires_in * 1000 : 0),
  });
  const key = data?.key;

  useEffect(() => {
    if (key) onKeyChange(key);
  }, [key, onKeyChange]);

  useEffect(() => {
    if (renewal > 0) void mutate();
  }, [renewal, mutate]);

  return (
    <Row>
      <TextField
        name="code"
        label={t('shop:auth.captcha')}
        autoComplete="off"
        value={value}
        onChange={onChange}
        validation={validation}
      />
      <button
        type="button"
        aria-label={t('shop:auth.captcha_refresh')}
        aria-busy={isValidating}
        onClick={() => void mutate()}
      >
        {data ? <img src={data.image} alt={t('shop:auth.captcha_image')} /> : null}
      </button>
    </Row>
  );
}
