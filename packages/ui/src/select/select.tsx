import { useContext, type Key } from 'react';
import { SelectStateContext, type SelectProps as RACSelectProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field.styles.js';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import { useLayer } from '../overlay/layer.js';
import { ListPopover, Option, OptionList, Root, Trigger, Value } from './select.styles.js';
import type { SelectOption } from './select.types.js';

export type { SelectOption } from './select.types.js';

/** Props of `Select`. */
export interface SelectProps
  extends
    Omit<
      RACSelectProps<SelectOption>,
      'className' | 'style' | 'children' | 'items' | 'selectedKey' | 'onSelectionChange'
    >,
    FieldMessageProps {
  /** The options. */
  options: readonly SelectOption[];
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (id: string) => void;
  /** Text shown while nothing is chosen, already translated. */
  placeholder?: string;
}

function LayeredPopover({ options }: { options: readonly SelectOption[] }) {
  const state = useContext(SelectStateContext);
  const layer = useLayer(state?.isOpen ?? false);
  return (
    <ListPopover style={{ zIndex: layer }}>
      <OptionList items={options}>
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
    </ListPopover>
  );
}

/** The chosen option in the closed field: its label (in its language) and its detail. */
function ChosenValue({ option }: { option: SelectOption }) {
  return (
    <>
      <span lang={option.lang}>{option.label}</span>
      {option.detail ? (
        <>
          {' '}
          <span data-part="detail">{option.detail}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * A labelled dropdown (react-aria `Select`: keyboard, typeahead, screen-reader announcements) for
 * short lists; use `Picker` for long or searchable lists on mobile.
 */
export function Select({
  label,
  description,
  errorMessage,
  validation,
  options,
  selectedKey,
  onSelectionChange,
  placeholder,
  isInvalid,
  ...rest
}: SelectProps) {
  const error = useFieldError({ errorMessage, validation });
  const invalid = isInvalid || error !== undefined;
  return (
    <Root
      {...rest}
      placeholder={placeholder}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange?.(String(key));
      }}
      isInvalid={invalid}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Trigger data-invalid={invalid || undefined}>
        <Value<SelectOption> data-part="value">
          {({ selectedItems: [chosen], defaultChildren }) =>
            // The closed field shows the chosen option's texts only: its check mark belongs to
            // the open list (the default would repeat the whole option, check included).
            chosen ? <ChosenValue option={chosen} /> : defaultChildren
          }
        </Value>
        <Icon name="down" />
      </Trigger>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
      <LayeredPopover options={options} />
    </Root>
  );
}
