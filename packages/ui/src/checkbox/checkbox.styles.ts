import { Checkbox as RACCheckbox } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/** The box or circle of a checkbox or radio, drawn from the control's data attributes. */
export const indicator = css`
  & [data-part='indicator'] {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    border: 1.5px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bgSurface};
    color: transparent;
    font-size: ${vars.size.icon.sm};
    transition:
      background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
      border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-shape='round'] [data-part='indicator'] {
    border-radius: ${vars.radius.full};
  }
  &[data-selected] [data-part='indicator'],
  &[data-indeterminate] [data-part='indicator'] {
    border-color: ${vars.color.bgFillBrand};
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  &[data-pressed] [data-part='indicator'] {
    border-color: ${vars.color.bgFillBrandPressed};
  }
  &[data-invalid] [data-part='indicator'] {
    border-color: ${vars.color.borderCritical};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] [data-part='indicator'] {
    border-color: ${vars.color.border};
    background: ${vars.color.bgFillDisabled};
  }
  &[data-focus-visible] [data-part='indicator'] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

export const Root = styled(RACCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.control.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${indicator}
`;
