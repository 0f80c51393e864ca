import { Button, NumberField as RACNumberField } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldRoot } from '../field/field.styles.js';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(RACNumberField)`
  ${FieldRoot}

  & input {
    text-align: center;
  }
`;

export const StepButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.text};
  font-size: ${vars.size.icon.sm};
  cursor: pointer;

  &[data-pressed] {
    background: ${vars.color.bgSurfacePressed};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;
