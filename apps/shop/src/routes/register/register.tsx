import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/index.js';
import { RegisterForm } from './sections/register-form.js';

/** `/user/register/:agent?`: sign up; the optional path segment is the inviter's code. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { agent } = useParams();
  return (
    <Page title={t('shop:auth.register')}>
      <RegisterForm agent={agent ?? ''} />
    </Page>
  );
}
