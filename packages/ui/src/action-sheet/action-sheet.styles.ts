import { Button } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const List = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Action = styled(Button)`
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[3]} ${vars.space[5]};
  border: 0;
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  text-align: center;
  cursor: pointer;
  overflow-wrap: anywhere;

  &[data-destructive] {
    color: ${vars.color.textCritical};
  }
  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-pressed] {
    background: ${vars.color.bgSurfacePressed};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-part='cancel'] {
    border-top: ${vars.space[3]} solid ${vars.color.bg};
    border-bottom: 0;
  }
  ${focusRing}
`;

export const Description = styled.p`
  margin: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;
