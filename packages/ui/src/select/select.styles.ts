import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldRoot } from '../field/field.styles.js';
import { vars } from '../tokens/css-variables.js';
import { triggerLook } from './trigger.styles.js';
import type { SelectOption } from './select.types.js';

// styled() drops the type parameters of generic components, so fix them first.
const OptionSelect = RACSelect<SelectOption, 'single'>;
const OptionListBox = ListBox<SelectOption>;

export const Root = styled(OptionSelect)`
  ${FieldRoot}
`;

/** The field-like trigger shared by `Select` and `Picker`. */
export const Trigger = styled(Button)`
  ${triggerLook}
`;

// styled() drops the type parameter of SelectValue, so its render function would not know the option.
export const Value = SelectValue;

export const ListPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 50dvh;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.popup};
`;

/** A list of options, shared by `Select` and `Picker`. */
export const OptionList = styled(OptionListBox)`
  display: flex;
  flex-direction: column;
  padding: ${vars.space[2]} 0;
  outline: none;
`;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.hitTarget};
  padding: ${vars.space[3]} ${vars.space[5]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  outline: none;

  & > [data-part='label'] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > [data-part='detail'] {
    color: ${vars.color.textSecondary};
  }
  & > svg {
    flex: none;
    color: ${vars.color.textBrand};
    visibility: hidden;
  }
  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
  &[data-selected] {
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-selected] > svg {
    visibility: visible;
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;
