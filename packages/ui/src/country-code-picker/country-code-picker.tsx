import { useMemo } from 'react';
import { COUNTRY_DIAL_CODES, type CountryDialCode } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import type { FieldMessageProps } from '../field/field-message.js';
import { Picker } from '../picker/picker.js';

/** Props of `CountryCodePicker`. */
export interface CountryCodePickerProps extends FieldMessageProps {
  /** The chosen country's id (`cn`, `us_ca`), or `null`. */
  selectedId: string | null;
  /** Called with the chosen country (its `areaCode` goes into the address). */
  onSelectionChange: (country: CountryDialCode) => void;
  /** The label. @default t('ui:country.label') */
  label?: string;
  /** Disable the picker. @default false */
  isDisabled?: boolean;
}

/**
 * The address form's country and dial code: a searchable `Picker` over the domain's
 * `COUNTRY_DIAL_CODES`, names translated from their keys, codes shown as `+86`.
 */
export function CountryCodePicker({
  selectedId,
  onSelectionChange,
  label,
  ...rest
}: CountryCodePickerProps) {
  const { t } = useTranslation('ui');
  const options = useMemo(
    () =>
      COUNTRY_DIAL_CODES.map((country) => ({
        id: country.id,
        label: t(country.nameKey),
        detail: `+${country.areaCode}`,
      })),
    [t],
  );
  return (
    <Picker
      {...rest}
      label={label ?? t('country.label')}
      options={options}
      selectedKey={selectedId}
      onSelectionChange={(id) => {
        const country = COUNTRY_DIAL_CODES.find((candidate) => candidate.id === id);
        if (country) onSelectionChange(country);
      }}
      renderValue={(option) => `${option.detail ?? ''} ${option.label}`}
      isSearchable
    />
  );
}
