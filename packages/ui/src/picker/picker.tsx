import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import { useLayout } from '../layout/layout-context.js';
import { Popup } from '../popup/popup.js';
import { Option, OptionList, Trigger } from '../select/select.styles.js';
import type { SelectOption } from '../select/select.js';
import { TextField } from '../text-field/text-field.js';
import { Description, ErrorLine, Label, NoResults, Root, Search } from './picker.styles.js';

/** Props of `Picker`. */
export interface PickerProps extends FieldMessageProps {
  /** The label, already translated; it also titles the sheet. */
  label: string;
  /** The options. */
  options: readonly SelectOption[];
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey: string | null;
  /** Called with the chosen option's id; the sheet then closes. */
  onSelectionChange: (id: string) => void;
  /** Text shown while nothing is chosen, already translated. */
  placeholder?: string;
  /** What the trigger shows for the chosen option. @default its label */
  renderValue?: (option: SelectOption) => string;
  /** Offer a search box above the list (long lists). @default false */
  isSearchable?: boolean;
  /** Disable the picker. @default false */
  isDisabled?: boolean;
  /**
   * Keep the label for screen readers only (a compact picker in a header); it still names the
   * field and titles the sheet. @default false
   */
  hideLabel?: boolean;
  /**
   * Focus the trigger and open the sheet as soon as the picker is drawn: a picker loaded on its
   * first press (the header's language picker, whose face was pressed) opens without a second one,
   * and closing it gives the focus back to its trigger. @default false
   */
  openOnMount?: boolean;
}

function matches(option: SelectOption, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [option.label, option.detail ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/**
 * A field that opens a sheet to choose one option: a bottom sheet on mobile, a centred popup on
 * desktop, with an optional search. Suits long lists such as the country dial codes.
 */
export function Picker({
  label,
  description,
  errorMessage,
  validation,
  options,
  selectedKey,
  onSelectionChange,
  placeholder,
  renderValue,
  isSearchable = false,
  isDisabled = false,
  hideLabel = false,
  openOnMount = false,
}: PickerProps) {
  const { t } = useTranslation('ui');
  const layout = useLayout();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openedOnMount] = useState(openOnMount);
  useEffect(() => {
    if (!openedOnMount) return;
    // The trigger first: the sheet's focus scope gives the focus back to what had it when it opened.
    triggerRef.current?.focus();
    setOpen(true);
  }, [openedOnMount]);
  const [query, setQuery] = useState('');
  const ids = { label: useId(), value: useId(), description: useId(), error: useId() };
  const error = useFieldError({ errorMessage, validation });
  const selected = options.find((option) => option.id === selectedKey);
  const visible = useMemo(
    () => options.filter((option) => matches(option, query)),
    [options, query],
  );
  const describedBy = [description ? ids.description : '', error ? ids.error : '']
    .filter(Boolean)
    .join(' ');

  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key === undefined) return;
    onSelectionChange(String(key as Key));
    setOpen(false);
    setQuery('');
  };

  return (
    <Root>
      <Label id={ids.label} data-hidden={hideLabel || undefined}>
        {label}
      </Label>
      <Trigger
        ref={triggerRef}
        aria-labelledby={`${ids.label} ${ids.value}`}
        aria-describedby={describedBy || undefined}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        isDisabled={isDisabled}
        data-invalid={error ? true : undefined}
        onPress={() => setOpen(true)}
      >
        <span data-part="value" id={ids.value}>
          {selected ? (
            <span lang={renderValue ? undefined : selected.lang}>
              {renderValue?.(selected) ?? selected.label}
            </span>
          ) : (
            <span data-placeholder="">{placeholder ?? t('picker.placeholder')}</span>
          )}
        </span>
        <Icon name="down" />
      </Trigger>
      {description ? <Description id={ids.description}>{description}</Description> : null}
      {error ? <ErrorLine id={ids.error}>{error}</ErrorLine> : null}
      <Popup
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={label}
        position={layout === 'desktop' ? 'center' : 'bottom'}
        padded={false}
      >
        {isSearchable ? (
          <Search>
            <TextField
              aria-label={t('picker.search')}
              placeholder={t('picker.search')}
              icon="search"
              type="search"
              value={query}
              onChange={setQuery}
            />
          </Search>
        ) : null}
        {visible.length === 0 ? (
          <NoResults role="status">{t('picker.no_results')}</NoResults>
        ) : (
          <OptionList
            aria-label={label}
            items={visible}
            selectionMode="single"
            selectedKeys={selectedKey ? [selectedKey] : []}
            onSelectionChange={choose}
            autoFocus={isSearchable ? undefined : 'first'}
          >
            {(option) => (
              <Option id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                <span data-part="label" lang={option.lang}>
                  {option.label}
                </span>
                {option.detail ? <span data-part="detail">{option.detail}</span> : null}
                <Icon name="check" />
              </Option>
            )}
          </OptionList>
        )}
      </Popup>
    </Root>
  );
}
