import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api';
import { merchant, merchantExport } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  EXPORT_KINDS,
  defaultExportPeriod,
  exportFileName,
  exportKindKey,
  validateExportPeriod,
  type ExportKind,
  type ExportPeriodForm,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, IconButton, Popup, Select, TextField, useLayout } from '@bazaar/ui';
import { useNotify, useServices } from '../../app/index.js';
import { DialogForm } from './merchant-trade.styles.js';

/** Saves text as a file the browser downloads (a UTF-8 CSV with its byte-order mark). */
function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Props of {@link ExportPopup}. */
export interface ExportPopupProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The records chosen when it opens (the screen it was opened from). */
  initialKind: ExportKind;
}

/**
 * The CSV export of the merchant's records (`merchant/export`): which records (orders, statement,
 * profit records) and a period of days on the platform calendar (this month so far to start with;
 * the domain's `validateExportPeriod` says what is wrong at the field), downloaded as
 * `bazaar-<kind>-<from>-<to>.csv`. The file has the figures of the screens.
 */
export function ExportPopup({ isOpen, onOpenChange, initialKind }: ExportPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { client, toast } = useServices();
  const notify = useNotify();
  // The platform's calendar, which the console's figures and the export's days follow.
  const stats = useEndpoint(merchant.console, isOpen ? { period: 'today' } : null);
  const timeZone =
    stats.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  const [kind, setKind] = useState<ExportKind>(initialKind);
  const [period, setPeriod] = useState<ExportPeriodForm | null>(null);
  const [refusal, setRefusal] = useState<ValidationResult | null>(null);
  const [isLoading, setLoading] = useState(false);
  const busy = useRef(false);
  const shown = period ?? defaultExportPeriod(Date.now(), timeZone);
  const refusalOf = (field: 'from' | 'to') =>
    refusal && !refusal.ok && refusal.field === field ? refusal : undefined;

  const close = () => {
    setKind(initialKind);
    setPeriod(null);
    setRefusal(null);
    onOpenChange(false);
  };

  const change = (field: 'from' | 'to', value: string) => {
    setPeriod({ ...shown, [field]: value });
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const check = validateExportPeriod(shown);
    setRefusal(check.ok ? null : check);
    if (!check.ok) return;
    busy.current = true;
    setLoading(true);
    try {
      const text = await client.download(
        merchantExport.csv,
        { kind, from: shown.from, to: shown.to },
        { silent: true },
      );
      const file = exportFileName(kind, shown);
      saveCsv(text, file);
      notify.success('merchant:export.done', { file });
      close();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind !== 'aborted') {
        toast(
          error.messageKey ? t(error.messageKey) : error.message || t('merchant:export.failed'),
          'critical',
        );
      }
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('merchant:export.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={!isLoading}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={t('merchant:export.kind_label')}
          options={EXPORT_KINDS.map((value) => ({ id: value, label: t(exportKindKey(value)) }))}
          selectedKey={kind}
          onSelectionChange={(id) => setKind(id as ExportKind)}
          isRequired
        />
        <TextField
          name="from"
          type="date"
          label={t('merchant:export.from')}
          value={shown.from}
          onChange={(value) => change('from', value)}
          isRequired
          validation={refusalOf('from')}
        />
        <TextField
          name="to"
          type="date"
          label={t('merchant:export.to')}
          value={shown.to}
          onChange={(value) => change('to', value)}
          isRequired
          validation={refusalOf('to')}
        />
        <p data-part="note">{t('merchant:export.note')}</p>
        <Button type="submit" fullWidth isLoading={isLoading}>
          {t('merchant:export.download')}
        </Button>
      </DialogForm>
    </Popup>
  );
}

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  /** The records the export starts with. */
  kind: ExportKind;
}

/**
 * "Export CSV", for a page's actions: a download icon named "Export CSV" in the phone's nav bar, a
 * labelled button in the desktop heading row; opens the {@link ExportPopup} with the screen's
 * records chosen.
 */
export function ExportButton({ kind }: ExportButtonProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {layout === 'desktop' ? (
        <Button size="sm" variant="outline" icon="download" onPress={() => setOpen(true)}>
          {t('merchant:export.action')}
        </Button>
      ) : (
        <IconButton
          icon="download"
          label={t('merchant:export.action')}
          onPress={() => setOpen(true)}
        />
      )}
      <ExportPopup isOpen={isOpen} onOpenChange={setOpen} initialKind={kind} />
    </>
  );
}
