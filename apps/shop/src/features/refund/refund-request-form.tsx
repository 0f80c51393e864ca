import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPE_OPTIONS,
  firstInvalid,
  validateRefundForm,
  validateSelection,
  type RefundOption,
  type ValidationResult,
  specValuesText,
} from '@bazaar/domain';
import { Button, CurrencyPrice, LazyImage, Radio, RadioGroup, TextField } from '@bazaar/ui';
import { FormCard, useNotify } from '../../app/index.js';
import { TextAreaField } from '../forms/index.js';
import { UploadsField, useImageUploads } from '../upload/index.js';
import { useMoney } from '../wallet/index.js';
import { LineBox } from './refund.styles.js';

/** An order line the form may refund, with the most a refund of it may ask for. */
export interface RefundLineChoice {
  /** The order line's id (`order_goods_id`). */
  id: number;
  goods_id: number;
  title: string;
  image: string;
  /** The specification as the wire has it (`Black,128GB`). */
  difference: string;
  /** Unit price, stored amount. */
  price: string;
  number: number;
  /** The most a refund of this line may ask for, stored amount. */
  cap: string;
  /**
   * The order has not shipped: a refund is then of the whole line, exactly `cap` (the domain's
   * `refundAmountRule`), refund only, goods not received; the form fixes them and says why.
   */
  wholeLine: boolean;
}

/** What the form sends: wire numbers and a wire amount. */
export interface RefundRequestValues {
  /** The chosen line. */
  line: RefundLineChoice;
  type: number;
  expressType: number;
  reason: number;
  /** The amount in the stored currency (`"12.50"`). */
  money: string;
  refund_content: string;
  /** The evidence pictures' stored addresses. */
  images: string[];
}

/** The values a refund being modified starts from. */
export interface RefundRequestInitial {
  type: number;
  expressType: number;
  reason: number;
  /** Stored amount. */
  money: string;
  refund_content: string;
  images: readonly string[];
}

/** Props of {@link RefundRequestForm}. */
export interface RefundRequestFormProps {
  /** The lines that may be refunded (one or more); several are offered as a choice. */
  lines: readonly RefundLineChoice[];
  /** The line chosen first (from the order's "request a refund" of a line). */
  initialLineId: number | null;
  /** A refund being modified. */
  initial?: RefundRequestInitial;
  /** The submit button's label. */
  submitLabel: string;
  /** Sends the request; the form stays busy until it settles. */
  onSubmit: (values: RefundRequestValues) => Promise<void>;
}

function OptionGroup<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
  validation,
  orientation = 'horizontal',
}: {
  name: string;
  label: string;
  options: readonly RefundOption<T>[];
  value: number | null;
  onChange: (value: number) => void;
  validation: ValidationResult | undefined;
  orientation?: 'horizontal' | 'vertical';
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      name={name}
      label={label}
      orientation={orientation}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      validation={validation}
    >
      {options.map((option) => (
        <Radio key={option.value} value={String(option.value)}>
          {t(option.labelKey)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * The refund form of spec section 3 for one order line: the line (when several may be refunded),
 * type, goods condition, one of the 7 reasons, the amount in the display currency (at most what
 * the line allows, converted back by the domain's currency rules), a description and evidence
 * pictures. Checked by the domain's `validateRefundForm` before anything is sent: the refusal
 * shows at its field ("Please fill in the refund reason") and the field takes the focus.
 */
export function RefundRequestForm({
  lines,
  initialLineId,
  initial,
  submitLabel,
  onSubmit,
}: RefundRequestFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const firstLine =
    lines.find((line) => line.id === initialLineId) ?? (lines.length === 1 ? lines[0] : undefined);
  const [lineId, setLineId] = useState<number | null>(firstLine?.id ?? null);
  const [type, setType] = useState<number | null>(initial?.type ?? 0);
  const [expressType, setExpressType] = useState<number | null>(initial?.expressType ?? null);
  const [reason, setReason] = useState<number | null>(initial?.reason ?? null);
  const [amount, setAmount] = useState(() => {
    const start = initial?.money ?? firstLine?.cap;
    return start === undefined ? '' : money.toEntered(start);
  });
  const [content, setContent] = useState(initial?.refund_content ?? '');
  const pictures = useImageUploads(initial?.images);
  const [check, setCheck] = useState<ValidationResult | undefined>();
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);

  const line = lines.find((item) => item.id === lineId);
  const wholeLine = line?.wholeLine ?? false;
  // Before shipment nothing can be chosen but the whole line, refund only, not received.
  const sentType = wholeLine ? 0 : type;
  const sentCondition = wholeLine ? 0 : expressType;
  const refusalAt = (field: string) =>
    check && !check.ok && check.field === field ? check : undefined;
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setCheck(undefined);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    const selection = validateSelection(line ? 1 : 0);
    const wire = line ? (wholeLine ? line.cap : money.toWire(amount, line.cap)) : null;
    const result = firstInvalid(
      selection.ok ? selection : { ...selection, field: 'line' },
      validateRefundForm(
        { reason, expressType: sentCondition, type: sentType, money: wire ?? amount.trim() },
        wholeLine && line
          ? { kind: 'whole_line', amount: line.cap }
          : { kind: 'up_to', max: line?.cap ?? '0' },
      ),
    );
    setCheck(result);
    if (!result.ok) {
      form.current?.querySelector<HTMLElement>(`[name="${result.field ?? ''}"]`)?.focus();
      return;
    }
    // Narrowing only: the domain has just checked every one of these.
    if (!line || wire === null || sentType === null || sentCondition === null || reason === null)
      return;
    if (pictures.isUploading) {
      notify.info('refund:apply.uploading');
      return;
    }
    if (pictures.items.some((picture) => picture.status === 'error')) {
      notify.error('refund:apply.upload_failed');
      return;
    }
    saving.current = true;
    setSaving(true);
    try {
      await onSubmit({
        line,
        type: sentType,
        expressType: sentCondition,
        reason,
        money: wire,
        refund_content: content.trim(),
        images: pictures.urls,
      });
    } finally {
      saving.current = false;
      setSaving(false);
    }
  };

  return (
    <FormCard ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {lines.length > 1 ? (
        <RadioGroup
          name="line"
          label={t('refund:apply.line')}
          value={lineId === null ? null : String(lineId)}
          onChange={(chosen) => {
            const next = lines.find((item) => item.id === Number(chosen));
            setLineId(next?.id ?? null);
            if (next) setAmount(money.toEntered(next.cap));
            setCheck(undefined);
          }}
          validation={refusalAt('line')}
        >
          {lines.map((item) => (
            <Radio key={item.id} value={String(item.id)}>
              {item.title}
              {item.difference ? ` (${specValuesText(item.difference)})` : ''} ×{item.number}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {line ? <LineSummary line={line} /> : null}
      {wholeLine ? (
        <p data-part="note" role="note">
          {t('refund:apply.whole_line_note', { amount: money.format(line?.cap ?? '0') })}
        </p>
      ) : null}
      <OptionGroup
        name="type"
        label={t('refund:apply.type')}
        options={wholeLine ? REFUND_TYPE_OPTIONS.slice(0, 1) : REFUND_TYPE_OPTIONS}
        value={sentType}
        onChange={changed(setType)}
        validation={refusalAt('type')}
      />
      <OptionGroup
        name="expressType"
        label={t('refund:apply.goods_condition')}
        options={wholeLine ? GOODS_CONDITION_OPTIONS.slice(0, 1) : GOODS_CONDITION_OPTIONS}
        value={sentCondition}
        onChange={changed(setExpressType)}
        validation={refusalAt('expressType')}
      />
      <OptionGroup
        name="reason"
        label={t('refund:apply.reason')}
        options={REFUND_REASON_OPTIONS}
        value={reason}
        onChange={changed(setReason)}
        validation={refusalAt('reason')}
        orientation="vertical"
      />
      <TextField
        name="money"
        label={t('refund:apply.amount', { symbol: money.currency.symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={wholeLine && line ? money.toEntered(line.cap) : amount}
        onChange={changed(setAmount)}
        isReadOnly={wholeLine}
        description={
          line
            ? wholeLine
              ? t('refund:apply.whole_line_hint')
              : t('refund:apply.amount_hint', { max: money.format(line.cap) })
            : undefined
        }
        errorMessage={money.message(refusalAt('money') ?? { ok: true })}
      />
      <TextAreaField
        name="refund_content"
        label={t('refund:apply.content')}
        description={t('refund:apply.content_hint')}
        value={content}
        onChange={setContent}
        maxLength={500}
        rows={3}
      />
      <UploadsField label={t('refund:apply.images')} uploads={pictures} />
      <Button type="submit" fullWidth size="lg" isLoading={isSaving}>
        {submitLabel}
      </Button>
    </FormCard>
  );
}

function LineSummary({ line }: { line: RefundLineChoice }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <LineBox role="group" aria-label={t('refund:apply.goods')}>
      <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
      <div data-part="text">
        <span>{line.title}</span>
        {line.difference ? <span data-part="spec">{specValuesText(line.difference)}</span> : null}
        <span data-part="price">
          <CurrencyPrice amount={line.price} currency={money.currency} size="sm" />×{line.number}
        </span>
      </div>
    </LineBox>
  );
}
