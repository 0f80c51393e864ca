import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Chip } from '../chip/chip.js';
import { Icon } from '../icon/icon.js';
import { IconButton } from '../icon-button/icon-button.js';
import { Root } from './address-card.styles.js';

/** A shipping address as shown. */
export interface AddressSummary {
  /** The address id (orders refer to it). */
  id: number | string;
  /** The receiver's name. */
  name: string;
  /** The receiver's mobile number. */
  mobile: string;
  /** The dial code of the mobile number, without `+`. */
  areaCode?: number;
  /** The detailed address. */
  address: string;
  /** The default address. */
  isDefault?: boolean;
}

/** Props of `AddressCard`. */
export interface AddressCardProps {
  /** The address. */
  address: AddressSummary;
  /** Shows an edit button that calls this. */
  onEdit?: () => void;
  /** Shows a delete button that calls this (ask with a `ConfirmDialog` first). */
  onDelete?: () => void;
  /** Makes the card choosable (the order confirmation): a button that calls this. */
  onSelect?: () => void;
  /** The chosen address of a choosable list. @default false */
  isSelected?: boolean;
  /** Extra actions, before the edit and delete buttons (the list's "Set as default"). */
  end?: ReactNode;
}

/**
 * A shipping address: receiver, number, address and the default mark, to manage or choose. Its
 * buttons are described by the receiver and the address, so a list's buttons are told apart. To
 * manage, a labelled "Edit" button (pencil) beside the delete one: at the right on desktop, in a
 * row under the address on a phone.
 */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  onSelect,
  isSelected = false,
  end,
}: AddressCardProps) {
  const { t } = useTranslation('ui');
  const ids = { name: useId(), address: useId() };
  // The buttons say what they do; the receiver and the address say which card they act on.
  const describedBy = `${ids.name} ${ids.address}`;
  const phone = address.areaCode ? `+${address.areaCode} ${address.mobile}` : address.mobile;
  const manages = onEdit !== undefined || onDelete !== undefined;
  return (
    <Root data-selected={isSelected || undefined} data-manage={manages || undefined}>
      <span data-part="icon" aria-hidden="true">
        <Icon name="location" />
      </span>
      <div data-part="body">
        <div data-part="who">
          <span id={ids.name}>{address.name}</span>
          <span data-part="mobile">{phone}</span>
          {address.isDefault ? <Chip tone="brand">{t('address.default')}</Chip> : null}
        </div>
        <span data-part="address" id={ids.address}>
          {address.address}
        </span>
      </div>
      <div data-part="actions">
        {onSelect ? (
          <Button
            variant={isSelected ? 'secondary' : 'outline'}
            size="sm"
            onPress={onSelect}
            aria-pressed={isSelected}
            aria-describedby={describedBy}
          >
            {isSelected ? t('address.selected') : t('address.select')}
          </Button>
        ) : null}
        {end}
        {onEdit ? (
          <Button
            variant="outline"
            size="sm"
            icon="edit"
            aria-label={t('address.edit')}
            aria-describedby={describedBy}
            onPress={onEdit}
          >
            {t('address.edit_short')}
          </Button>
        ) : null}
        {onDelete ? (
          <IconButton
            icon="trash"
            label={t('address.delete')}
            aria-describedby={describedBy}
            onPress={onDelete}
          />
        ) : null}
      </div>
    </Root>
  );
}
