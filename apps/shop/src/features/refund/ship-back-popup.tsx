import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { validateReturnShipment } from '@bazaar/domain';
import { Button, Popup, TextField, useLayout, vars } from '@bazaar/ui';
import { useFormFields } from '../forms/index.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** Props of {@link ShipBackPopup}. */
export interface ShipBackPopupProps {
  /** Whether the popup is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (sent, Escape, back, the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** The send button is busy. */
  isSending: boolean;
  /** Sends the courier and tracking number (trimmed); resolves true once they are saved. */
  onSend: (shipment: { express_name: string; express_no: string }) => Promise<boolean>;
}

/**
 * The return's logistics (a refund the seller agreed to return, 1 -> 6): the courier and the
 * tracking number, both required (domain `validateReturnShipment`). A sheet from the bottom on
 * mobile, a centred dialog on desktop; focus returns to the button that opened it.
 */
export function ShipBackPopup({ isOpen, onOpenChange, isSending, onSend }: ShipBackPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { form, values, set, errorFor, refuse } = useFormFields({
    express_name: '',
    express_no: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shipment = {
      express_name: values.express_name.trim(),
      express_no: values.express_no.trim(),
    };
    const result = validateReturnShipment(shipment);
    if (!result.ok) {
      refuse(result);
      return;
    }
    if (await onSend(shipment)) set({ express_name: '', express_no: '' });
  };

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('refund:ship_back.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={!isSending}
    >
      <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('refund:ship_back.hint')}</p>
        <TextField
          name="express_name"
          label={t('refund:ship_back.express_name')}
          value={values.express_name}
          onChange={(express_name) => set({ express_name })}
          validation={errorFor('express_name')}
          maxLength={64}
          isRequired
        />
        <TextField
          name="express_no"
          label={t('refund:ship_back.express_no')}
          value={values.express_no}
          onChange={(express_no) => set({ express_no })}
          validation={errorFor('express_no')}
          maxLength={64}
          isRequired
        />
        <Button type="submit" fullWidth isLoading={isSending}>
          {t('refund:ship_back.submit')}
        </Button>
      </Form>
    </Popup>
  );
}
