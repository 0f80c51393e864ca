// The trigger's look on its own, without react-aria: the language picker's face (drawn before the
// picker's code has loaded, on the server too) imports it without the select's components.
import { css, styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

/** The look of the field-like trigger shared by `Select` and `Picker`. */
export const triggerLook = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-align: start;
  cursor: pointer;

  & > [data-part='value'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-placeholder] {
    color: ${vars.color.textPlaceholder};
  }
  & > [data-part='value'] > [data-part='detail'] {
    margin-inline-start: ${vars.space[2]};
    color: ${vars.color.textSecondary};
  }
  & > svg {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.size.icon.md};
  }
  &[data-pressed] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-invalid] {
    border-color: ${vars.color.borderCritical};
  }
  &[data-disabled] {
    background: ${vars.color.bgFillDisabled};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-disabled] > [data-part='value'] > [data-part='detail'] {
    color: inherit;
  }
  ${focusRing}
`;

/**
 * The trigger's look without its behaviour: a picker drawn before its code has loaded (the
 * header's language picker), so the header does not move when the picker arrives.
 */
export const TriggerFace = styled.span`
  ${triggerLook}
`;

/** The face's label, for screen readers only (the picker's own label is hidden in a header too). */
export const HiddenFaceLabel = styled.span`
  ${visuallyHidden}
`;
