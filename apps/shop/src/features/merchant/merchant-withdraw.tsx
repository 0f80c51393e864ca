import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Popup, useLayout } from '@bazaar/ui';
import { WithdrawPanel } from '../wallet/withdraw-panel.js';

/** Props of {@link WithdrawPopup}. */
export interface WithdrawPopupProps {
  /** Whether the popup is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (withdrawn, closed, or leaving to add an account). */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A withdrawal from the merchant's balance, in place on the finance page: the wallet's own
 * withdraw form (`WithdrawPanel`: the terms of `pay/initialWithdraw`, the account, the amount
 * checked by the domain's `validateWithdraw` with its fee shown first, the payment password, and
 * `pay/withdraw`). The shop owner's balance is their wallet's. Adding an account comes back here.
 */
export function WithdrawPopup({ isOpen, onOpenChange }: WithdrawPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('wallet:withdraw.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={false}
    >
      <WithdrawPanel returnTo={pathname} onDone={close} onLeave={close} />
    </Popup>
  );
}
