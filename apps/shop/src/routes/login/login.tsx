import { useTranslation } from 'react-i18next';
import { Page } from '../../app/index.js';
import { LoginForm } from './sections/login-form.js';

/** `/user/login`: log in with username and password; a logged-in user is sent away by the guard. */
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('shop:auth.login')}>
      <LoginForm />
    </Page>
  );
}
