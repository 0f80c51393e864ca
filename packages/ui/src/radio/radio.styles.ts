import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { indicator } from '../checkbox/checkbox.styles.js';
import { FieldRoot } from '../field/field.styles.js';
import { vars } from '../tokens/css-variables.js';

export const Group = styled(RACRadioGroup)`
  ${FieldRoot}

  & [data-part='options'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }
  &[data-orientation='horizontal'] [data-part='options'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[5]};
  }
`;

export const Option = styled(RACRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.control.sm};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${indicator}

  & [data-part='indicator'] {
    border-radius: ${vars.radius.full};
  }
`;
