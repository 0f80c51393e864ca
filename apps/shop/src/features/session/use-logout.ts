import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { user } from '@bazaar/api/contract';
import { endSession } from '../../state/index.js';
import { useConfirm } from '../../app/feedback/confirm.js';
import { useServices } from '../../app/services-context.js';

/**
 * Logs out after the sign-out confirmation (spec section 8): ends the token on the server, clears
 * the session here even when the server cannot be reached, toasts and goes home.
 * `logout()` resolves with false when the user cancelled.
 */
export function useLogout() {
  const services = useServices();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async (): Promise<boolean> => {
    const confirmed = await confirm({
      message: t('common:confirm.sign_out'),
      confirmLabel: t('common:confirm.do_sign_out'),
      cancelLabel: t('common:confirm.stay'),
      isDestructive: true,
    });
    if (!confirmed) return false;
    setLoggingOut(true);
    try {
      await services.client.call(user.logout, {}, { silent: true });
    } catch {
      // Logging out here must work offline too; the token then simply expires on the server.
    } finally {
      setLoggingOut(false);
    }
    endSession(services.store, { clearCart: services.serverCart !== null });
    services.toast(t('common:success.logout'), 'success');
    await navigate('/', { replace: true });
    return true;
  }, [confirm, navigate, services, t]);

  return { logout, isLoggingOut };
}
