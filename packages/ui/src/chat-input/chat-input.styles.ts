import { TextArea, TextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  padding-bottom: calc(${vars.space[2]} + env(safe-area-inset-bottom));
  background: ${vars.color.bgSurface};
  border-top: 1px solid ${vars.color.border};
`;

export const Field = styled(TextField)`
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const Input = styled(TextArea)`
  flex: 1;
  min-height: ${vars.size.control.md};
  max-height: 120px;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  resize: none;
  field-sizing: content;
  outline: none;

  &::placeholder {
    color: ${vars.color.textPlaceholder};
  }
  &[data-focused] {
    border-color: ${vars.color.borderFocus};
  }
`;
