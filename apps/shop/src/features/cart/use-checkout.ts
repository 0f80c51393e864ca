import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn, settle } from '@bazaar/domain';
import { loginPath } from '../../app/router/paths.js';
import { useServices } from '../../app/services-context.js';
import { setPendingOrder } from '../../state/index.js';

/**
 * Checkout from the cart (domain `settle()`): nothing ticked is refused with a toast; a visitor
 * is told to log in and sent to the login page (coming back to the cart); otherwise the ticked
 * lines become the pending order and the order confirmation opens.
 */
export function useCheckout(): () => Promise<void> {
  const services = useServices();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(async () => {
    const { cart, user } = services.store.getState();
    const decision = settle(cart, isLoggedIn(user.userinfo));
    switch (decision.type) {
      case 'refuse':
        services.toast(t(decision.messageKey), 'critical');
        return;
      case 'redirect':
        services.toast(t(decision.messageKey), 'critical');
        await navigate(loginPath('/cart'));
        return;
      case 'proceed':
        setPendingOrder(services.store, decision.lines);
        await navigate(decision.to);
        return;
      default:
        return decision satisfies never;
    }
  }, [services, navigate, t]);
}
