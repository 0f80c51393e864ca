import { FieldError, Group, Input, Label, Text } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/** The column of a form field: label, control, description, error. */
export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const FieldLabel = styled(Label)`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  overflow-wrap: anywhere;
`;

export const FieldDescription = styled(Text)`
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const FieldErrorText = styled(FieldError)`
  color: ${vars.color.textCritical};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** The bordered box around an input and its buttons; reads the field's state attributes. */
export const InputBox = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurface};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-focus-within] {
    border-color: ${vars.color.borderFocus};
    box-shadow: 0 0 0 1px ${vars.color.borderFocus};
  }
  &[data-invalid] {
    border-color: ${vars.color.borderCritical};
  }
  &[data-invalid][data-focus-within] {
    box-shadow: 0 0 0 1px ${vars.color.borderCritical};
  }
  &[data-disabled] {
    background: ${vars.color.bgFillDisabled};
    color: ${vars.color.textDisabled};
  }
  & > svg {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.size.icon.md};
  }
`;

export const FieldInput = styled(Input)`
  flex: 1;
  min-width: 0;
  height: calc(${vars.size.control.md} - 2px);
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font-size: ${vars.fontSize.md};

  &::placeholder {
    color: ${vars.color.textPlaceholder};
  }
  &[type='search']::-webkit-search-cancel-button {
    display: none;
  }
`;
