import { Button as RACButton, ProgressBar } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(RACButton)`
  --button-bg: ${vars.color.bgFillBrand};
  --button-bg-hover: ${vars.color.bgFillBrandHover};
  --button-bg-pressed: ${vars.color.bgFillBrandPressed};
  --button-fg: ${vars.color.textOnFill};
  --button-border: transparent;
  --button-height: ${vars.size.control.md};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: var(--button-height);
  min-width: var(--button-height);
  padding: ${vars.space[2]} ${vars.space[5]};
  border: 1px solid var(--button-border);
  border-radius: ${vars.radius.full};
  background: var(--button-bg);
  color: var(--button-fg);
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-variant='secondary'] {
    --button-bg: ${vars.color.bgFillBrandSubtle};
    --button-bg-hover: ${vars.color.bgSurfaceHover};
    --button-bg-pressed: ${vars.color.bgSurfacePressed};
    --button-fg: ${vars.color.textBrand};
  }
  &[data-variant='outline'] {
    --button-bg: ${vars.color.bgSurface};
    --button-bg-hover: ${vars.color.bgSurfaceHover};
    --button-bg-pressed: ${vars.color.bgSurfacePressed};
    --button-fg: ${vars.color.text};
    --button-border: ${vars.color.borderStrong};
  }
  &[data-variant='text'] {
    --button-bg: transparent;
    --button-bg-hover: ${vars.color.bgSurfaceHover};
    --button-bg-pressed: ${vars.color.bgSurfacePressed};
    --button-fg: ${vars.color.textLink};
    padding-inline: ${vars.space[3]};
  }
  &[data-variant='danger'] {
    --button-bg: ${vars.color.bgSurface};
    --button-bg-hover: ${vars.color.bgFillCritical};
    --button-bg-pressed: ${vars.color.bgFillCritical};
    --button-fg: ${vars.color.textCritical};
    --button-border: ${vars.color.borderCritical};
  }

  &[data-size='sm'] {
    --button-height: ${vars.size.control.sm};
    padding: ${vars.space[1]} ${vars.space[4]};
    font-size: ${vars.fontSize.sm};
  }
  &[data-size='lg'] {
    --button-height: ${vars.size.control.lg};
    font-size: ${vars.fontSize.lg};
  }
  &[data-full-width] {
    display: flex;
    width: 100%;
  }

  &[data-hovered] {
    background: var(--button-bg-hover);
  }
  &[data-pressed] {
    background: var(--button-bg-pressed);
    transform: scale(0.98);
  }
  &[data-disabled] {
    cursor: not-allowed;
    --button-bg: ${vars.color.bgFillDisabled};
    --button-bg-hover: ${vars.color.bgFillDisabled};
    --button-fg: ${vars.color.textDisabled};
    --button-border: transparent;
  }
  &[data-variant='text'][data-disabled] {
    --button-bg: transparent;
    --button-bg-hover: transparent;
  }
  &[data-pending] {
    cursor: progress;
  }
  /* opacity, not visibility: hidden content would drop out of the accessible name */
  &[data-pending] > :not([role='progressbar']) {
    opacity: 0;
  }

  & svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
  }

  ${focusRing}
`;

export const Label = styled.span`
  overflow-wrap: anywhere;
`;

export const Spinner = styled(ProgressBar)`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    width: 1.2em;
    height: 1.2em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: button-spin 0.8s linear infinite;
  }

  @keyframes button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
