import { Group, Input, NumberField } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(NumberField)`
  display: inline-flex;
`;

export const Box = styled(Group)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const Count = styled(Input)`
  width: 2.6em;
  height: ${vars.size.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-align: center;
  outline: none;

  &[data-focused] {
    box-shadow: 0 0 0 2px ${vars.color.borderFocus};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
`;
