import {
  Button,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';
import type { ToastContent } from './toast-queue.js';

// styled() drops the type parameter of a generic component, so fix it first.
const ContentRegion = ToastRegion<ToastContent>;
const ContentToast = Toast<ToastContent>;

export const Region = styled(ContentRegion)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  outline: none;
`;

export const Item = styled(ContentToast)`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  max-width: min(80vw, ${vars.layout.dialogWidth});
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgFillInverse};
  color: ${vars.color.textOnFill};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  text-align: center;
  box-shadow: ${vars.shadow.popup};
  animation: toast-in ${vars.motion.duration.base} ${vars.motion.easing.enter};
  overflow-wrap: anywhere;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }

  & svg {
    flex: none;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
  }

  @keyframes toast-in {
    from {
      transform: scale(0.96);
    }
  }
`;

/** The toast's action: a text button in the toast's own colours, set apart by a rule. */
export const ActionButton = styled(Button)`
  flex: none;
  min-height: ${vars.size.hitTarget};
  margin-inline-start: ${vars.space[2]};
  padding: 0 ${vars.space[2]} 0 ${vars.space[4]};
  border: none;
  border-inline-start: 1px solid currentColor;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${vars.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;
