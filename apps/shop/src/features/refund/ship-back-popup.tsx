import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { validateReturnShipment, type ValidationResult } from '@bazaar/domain';
import { Button, Popup, TextField, useLayout, vars } from '@bazaar/ui';
import { focusField } from '../../app/index.js';

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
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [check, setCheck] = useState<ValidationResult | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shipment = { express_name: name.trim(), express_no: number.trim() };
    const result = validateReturnShipment(shipment);
    setCheck(result);
    if (!result.ok) {
      focusField(form.current, result.field);
      return;
    }
    if (await onSend(shipment)) {
      setName('');
      setNumber('');
      setCheck(undefined);
    }
  };

  const refusalOf = (field: string) =>
    check && !check.ok && check.field === field ? check : undefined;

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
          value={name}
          onChange={(value) => {
            setName(value);
            setCheck(undefined);
          }}
          validation={refusalOf('express_name')}
          maxLength={64}
          isRequired
        />
        <TextField
          name="express_no"
          label={t('refund:ship_back.express_no')}
          value={number}
          onChange={(value) => {
            setNumber(value);
            setCheck(undefined);
          }}
          validation={refusalOf('express_no')}
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
