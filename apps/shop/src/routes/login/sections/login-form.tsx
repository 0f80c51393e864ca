import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, PasswordField, TextField } from '@bazaar/ui';
import { FormCard, focusField } from '../../../app/index.js';
import { useLogin, type Refusal } from '../../../features/session/index.js';

/** The login form: username and password checked by the domain rules, then `user.login`. */
export function LoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { submit, isSubmitting } = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errorFor = (field: string) => (refusal?.field === field ? refusal : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit({ username, password });
    if (outcome.type === 'invalid') {
      setRefusal(outcome.refusal);
      focusField(form.current, outcome.refusal.field);
    } else if (outcome.type !== 'busy') {
      setRefusal(null);
    }
  };

  return (
    <FormCard ref={form} noValidate onSubmit={onSubmit} aria-label={t('shop:auth.login')}>
      <TextField
        name="username"
        label={t('shop:auth.username')}
        autoComplete="username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          if (refusal?.field === 'username') setRefusal(null);
        }}
        validation={errorFor('username')}
      />
      <PasswordField
        name="password"
        label={t('shop:auth.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (refusal?.field === 'password') setRefusal(null);
        }}
        validation={errorFor('password')}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {t('shop:auth.login')}
      </Button>
      <p data-part="footer">
        {t('shop:auth.no_account')}{' '}
        <Link to={`/user/register${search}`}>{t('shop:auth.register')}</Link>
      </p>
    </FormCard>
  );
}
