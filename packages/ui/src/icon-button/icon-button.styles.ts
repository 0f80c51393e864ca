import { Button as RACButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(RACButton)`
  --icon-button-size: ${vars.size.hitTarget};
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--icon-button-size);
  height: var(--icon-button-size);
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.size.icon.lg};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    --icon-button-size: ${vars.size.control.sm};
    font-size: ${vars.size.icon.sm};
  }
  &[data-variant='filled'] {
    background: ${vars.color.bgFillSecondary};
  }
  &[data-variant='outline'] {
    border-color: ${vars.color.borderStrong};
  }
  &[data-variant='brand'] {
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-variant='brand'][data-hovered] {
    background: ${vars.color.bgFillBrandHover};
  }
  &[data-pressed] {
    background: ${vars.color.bgSurfacePressed};
  }
  &[data-variant='brand'][data-pressed] {
    background: ${vars.color.bgFillBrandPressed};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;
