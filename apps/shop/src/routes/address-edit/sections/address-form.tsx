import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@bazaar/api/contract';
import { Button, Checkbox, CountryCodePicker, TextField } from '@bazaar/ui';
import { FormCard } from '../../../app/index.js';
import {
  EMPTY_ADDRESS_FORM,
  addressFormOf,
  useSaveAddress,
  type AddressFormValues,
} from '../../../features/address/index.js';
import { TextAreaField, useFormFields } from '../../../features/forms/index.js';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address being edited, or null to add one. */
  saved: Address | null;
  /** The user has no address yet: this one becomes the default whatever the box says. */
  isFirst: boolean;
  /** Called with the saved address. */
  onSaved: (address: Address) => void;
}

/**
 * The address form: receiver, country (the dial-code list), mobile, detailed address and the
 * default flag, checked by the domain's `validateAddress` before it is sent.
 */
export function AddressForm({ saved, isFirst, onSaved }: AddressFormProps) {
  const { t } = useTranslation();
  const { save, isSaving } = useSaveAddress();
  const noteId = useId();
  const { form, values, set, errorFor, refuse } = useFormFields<AddressFormValues>(
    saved ? addressFormOf(saved) : EMPTY_ADDRESS_FORM,
  );
  // A user with addresses always has one default (the server keeps it): the default cannot be
  // unticked, only moved by making another address the default; the first address is the default.
  const defaultNote = saved?.is_default
    ? t('user:address.default_kept')
    : isFirst
      ? t('user:address.first_default')
      : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save(values, saved?.id ?? null);
    if (outcome.type === 'invalid') {
      refuse(outcome.refusal);
    } else if (outcome.type === 'saved') {
      onSaved(outcome.value);
    }
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={saved ? t('user:address.edit') : t('user:address.add')}
    >
      <TextField
        name="name"
        label={t('user:address.name')}
        autoComplete="name"
        maxLength={64}
        value={values.name}
        onChange={(name) => set({ name })}
        validation={errorFor('name')}
      />
      <div data-field="country">
        <CountryCodePicker
          selectedId={values.country}
          onSelectionChange={(country) => set({ country: country.id })}
          validation={errorFor('country')}
        />
      </div>
      <TextField
        name="mobile"
        type="tel"
        label={t('user:address.mobile')}
        autoComplete="tel-national"
        maxLength={32}
        value={values.mobile}
        onChange={(mobile) => set({ mobile })}
        validation={errorFor('mobile')}
      />
      <TextAreaField
        name="address"
        label={t('user:address.detail')}
        value={values.address}
        onChange={(address) => set({ address })}
        validation={errorFor('address')}
        maxLength={255}
        rows={3}
      />
      <Checkbox
        isSelected={defaultNote !== null || values.isDefault}
        isDisabled={defaultNote !== null}
        onChange={(isDefault) => set({ isDefault })}
        aria-describedby={defaultNote ? noteId : undefined}
      >
        {t('user:address.make_default')}
      </Checkbox>
      {defaultNote ? (
        <p id={noteId} data-part="note">
          {defaultNote}
        </p>
      ) : null}
      <Button type="submit" fullWidth size="lg" isLoading={isSaving}>
        {t('common:action.save')}
      </Button>
    </FormCard>
  );
}
