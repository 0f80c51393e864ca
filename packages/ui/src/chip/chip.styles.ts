import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  --chip-fg: ${vars.color.textNeutral};
  --chip-bg: ${vars.color.bgFillNeutral};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: var(--chip-bg);
  color: var(--chip-fg);
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;

  &[data-tone='orange'] {
    --chip-fg: ${vars.color.textWarning};
    --chip-bg: ${vars.color.bgFillWarning};
  }
  &[data-tone='green'] {
    --chip-fg: ${vars.color.textSuccess};
    --chip-bg: ${vars.color.bgFillSuccess};
  }
  &[data-tone='red'] {
    --chip-fg: ${vars.color.textCritical};
    --chip-bg: ${vars.color.bgFillCritical};
  }
  &[data-tone='blue'] {
    --chip-fg: ${vars.color.textInfo};
    --chip-bg: ${vars.color.bgFillInfo};
  }
  &[data-tone='brand'] {
    --chip-fg: ${vars.color.textBrand};
    --chip-bg: ${vars.color.bgFillBrandSubtle};
  }
  &[data-variant='text'] {
    padding: 0;
    background: transparent;
  }
`;
