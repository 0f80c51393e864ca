import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldRoot } from '../field/field.styles.js';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Group = styled(RACRadioGroup)`
  ${FieldRoot}
  gap: ${vars.space[3]};

  & [data-part='options'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
`;

export const Chip = styled(RACRadio)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.control.md};
  min-height: ${vars.size.control.md};
  max-width: 100%;
  padding: ${vars.space[2]} ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  ${focusRing}

  &[data-hovered] {
    border-color: ${vars.color.borderStrong};
  }
  &[data-selected] {
    border-color: ${vars.color.borderBrand};
    background: ${vars.color.bgFillBrandSubtle};
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-disabled] {
    border-style: dashed;
    border-color: ${vars.color.border};
    background: ${vars.color.bgFillSecondary};
    color: ${vars.color.textDisabled};
    font-weight: ${vars.fontWeight.regular};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
