import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.nav`
  display: flex;
  min-height: ${vars.size.tabBar};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.bar};
`;

export const TabLink = styled(Link)`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]} ${vars.space[1]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.xs};
  text-align: center;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  outline: none;

  & > [data-part='icon'] {
    position: relative;
    display: inline-flex;
    font-size: ${vars.size.icon.lg};
  }
  & > [data-part='label'] {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-current] {
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-pressed] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;
