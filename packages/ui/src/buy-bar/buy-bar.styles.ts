import { Button, Link } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { remCss as rem } from '@bazaar/domain';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

/** The bar's height without the safe area: what a page pads its bottom with (`BUY_BAR_SPACE`). */
export const BUY_BAR_HEIGHT = 56;

export const Root = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: ${vars.zIndex.navigation};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${rem(BUY_BAR_HEIGHT)};
  padding: ${vars.space[2]} ${vars.space[3]};
  padding-bottom: calc(${vars.space[2]} + env(safe-area-inset-bottom));
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.bar};
  border-top: 1px solid ${vars.color.border};

  & [data-part='tools'] {
    display: flex;
    flex: none;
  }
  & [data-part='buttons'] {
    display: flex;
    flex: 1;
    min-width: 0;
    border-radius: ${vars.radius.full};
    overflow: hidden;
  }
`;

const tool = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: ${vars.size.hitTarget};
  min-height: ${vars.size.hitTarget};
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.xs};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${focusRing}

  & svg {
    font-size: ${vars.size.icon.md};
    color: ${vars.color.text};
  }
  &[data-selected] svg,
  &[aria-pressed='true'] svg {
    color: ${vars.color.textBrand};
    fill: currentColor;
  }
`;

export const ToolLink = styled(Link)`
  ${tool}
`;

export const ToolButton = styled(Button)`
  ${tool}
`;

export const Action = styled(Button)`
  flex: 1;
  min-width: 0;
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: 0;
  color: ${vars.color.textOnFill};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  /* A label too long for its half wraps in two even lines: "カートに / 入れる", never
     "カートに入れ / る" (Japanese breaks at phrases through the global style). */
  text-wrap: balance;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${focusRing}
  &[data-focus-visible] {
    outline-offset: -3px;
  }

  &[data-kind='cart'] {
    background: #f5a000;
    color: #1f1f1f;
  }
  &[data-kind='buy'] {
    background: ${vars.color.bgFillBrand};
  }
  &[data-pressed][data-kind='buy'] {
    background: ${vars.color.bgFillBrandPressed};
  }
  &[data-disabled] {
    background: ${vars.color.bgFillDisabled};
    color: ${vars.color.textSecondary};
    cursor: not-allowed;
  }
`;
