import type { RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import { FieldLabel } from '../field/field.styles.js';
import { Chip, Group } from './choice-chips.styles.js';

/** Props of `ChoiceChips`. */
export interface ChoiceChipsProps extends Omit<
  RACRadioGroupProps,
  'className' | 'style' | 'children' | 'value' | 'onChange' | 'orientation'
> {
  /** The group's label (a specification's name: "Colour"), shown above the chips. */
  label: string;
  /** The values to choose from, each one chip. */
  options: readonly string[];
  /** The chosen value, or null before a choice (controlled). */
  value: string | null;
  /** Called with the value chosen. */
  onChange: (value: string) => void;
  /** Values that cannot be chosen (sold out): greyed, dashed and struck through. */
  disabledOptions?: readonly string[];
}

/**
 * One specification's values as chips, one of which is chosen (react-aria `RadioGroup`: a
 * `radiogroup` of `radio`s, arrow keys move the choice). A chip carries `data-selected`,
 * `data-disabled`, `data-focus-visible`.
 */
export function ChoiceChips({
  label,
  options,
  value,
  onChange,
  disabledOptions = [],
  ...rest
}: ChoiceChipsProps) {
  return (
    <Group {...rest} orientation="horizontal" value={value} onChange={onChange}>
      <FieldLabel>{label}</FieldLabel>
      <div data-part="options">
        {options.map((option) => (
          <Chip key={option} value={option} isDisabled={disabledOptions.includes(option)}>
            {option}
          </Chip>
        ))}
      </div>
    </Group>
  );
}
