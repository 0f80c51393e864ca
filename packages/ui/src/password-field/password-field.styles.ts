import { ToggleButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const RevealToggle = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  margin-inline-end: calc(-1 * ${vars.space[2]});
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.textSecondary};
  font-size: ${vars.size.icon.md};
  cursor: pointer;

  &[data-selected] {
    color: ${vars.color.text};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
  ${focusRing}
`;
