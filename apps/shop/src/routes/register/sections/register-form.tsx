import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_LENGTH, USERNAME_LENGTH, isPasswordAdvised } from '@bazaar/domain';
import { Button, PasswordField, TextField } from '@bazaar/ui';
import { FormCard, focusField } from '../../../app/index.js';
import {
  useRegister,
  type RegisterForm as RegisterValues,
  type Refusal,
} from '../../../features/session/index.js';
import { CaptchaField } from './captcha-field.js';

type Field = 'username' | 'password' | 'confirm' | 'code' | 'agent';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** The inviter's code from the path, prefilled. */
  agent: string;
}

/**
 * The registration form: username (3-12), password (6-12, with the advice), its confirmation,
 * the captcha and the optional invitation code, checked by the domain rules, then `user.register`.
 */
export function RegisterForm({ agent }: RegisterFormProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { submit, isSubmitting } = useRegister();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>({
    username: '',
    password: '',
    confirm: '',
    code: '',
    key: '',
    agent,
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [renewal, setRenewal] = useState(0);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorFor = (field: Field) => (refusal?.field === field ? refusal : undefined);
  const onKeyChange = useCallback(
    (key: string) => setValues((current) => ({ ...current, key, code: '' })),
    [],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(values);
    if (outcome.type === 'invalid') {
      setRefusal(outcome.refusal);
      focusField(form.current, outcome.refusal.field);
    } else if (outcome.type === 'refused') {
      // The challenge may be used up or expired: the next attempt needs a new image.
      setRenewal((count) => count + 1);
    }
  };

  const showAdvice = values.password !== '' && !isPasswordAdvised(values.password);

  return (
    <FormCard ref={form} noValidate onSubmit={onSubmit} aria-label={t('shop:auth.register')}>
      <TextField
        name="username"
        label={t('shop:auth.username')}
        description={t('shop:auth.length_hint', USERNAME_LENGTH)}
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        validation={errorFor('username')}
      />
      <PasswordField
        name="password"
        label={t('shop:auth.password')}
        description={
          showAdvice ? t('user:password.advice') : t('shop:auth.length_hint', PASSWORD_LENGTH)
        }
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        validation={errorFor('password')}
      />
      <PasswordField
        name="confirm"
        label={t('shop:auth.confirm_password')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={change('confirm')}
        validation={errorFor('confirm')}
      />
      <CaptchaField
        value={values.code}
        onChange={change('code')}
        onKeyChange={onKeyChange}
        validation={errorFor('code')}
        renewal={renewal}
      />
      <TextField
        name="agent"
        label={t('shop:auth.agent')}
        autoComplete="off"
        value={values.agent}
        onChange={change('agent')}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {t('shop:auth.register')}
      </Button>
      <p data-part="footer">
        {t('shop:auth.have_account')}{' '}
        <Link to={`/user/login${search}`}>{t('shop:auth.login')}</Link>
      </p>
    </FormCard>
  );
}
