import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderAddressData } from '../../../features/order/index.js';
import { AddressCard, Button } from '@bazaar/ui';
import { ADDRESS_EDIT_PATH, Panel, addressSummary } from '../../../features/order/index.js';

/** Props of {@link AddressSection}. */
export interface AddressSectionProps {
  /** The address the orders ship to, null while none is set. */
  address: OrderAddressData | null;
  /** Opens the address chooser. */
  onChoose: () => void;
}

/**
 * Where the orders ship to (spec section 5: an address must be set before ordering): the chosen
 * address with a way to change it, or the request to set one with ways to add or choose one.
 */
export function AddressSection({ address, onChoose }: AddressSectionProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="order-confirm-address">
      <div data-part="heading">
        <h2 id="order-confirm-address">{t('order:address.title')}</h2>
        <Button variant="text" size="sm" onPress={onChoose}>
          {address ? t('order:address.change') : t('order:address.choose')}
        </Button>
      </div>
      {address ? (
        <AddressCard address={addressSummary(address)} />
      ) : (
        <>
          <p role="alert">{t('errors:address_required')}</p>
          <Link to={ADDRESS_EDIT_PATH}>{t('order:address.add')}</Link>
        </>
      )}
    </Panel>
  );
}
