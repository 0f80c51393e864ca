import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  width: ${vars.size.sideNav};
  padding: ${vars.space[5]} ${vars.space[3]};
  background: ${vars.color.bgSurface};
  border-inline-end: 1px solid ${vars.color.border};
  min-height: 100%;

  & > h2 {
    margin: 0 0 ${vars.space[3]};
    padding-inline: ${vars.space[3]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const SideLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.control.md};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-decoration: none;
  outline: none;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    font-size: ${vars.size.icon.md};
    color: ${vars.color.textSecondary};
  }
  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-current] {
    background: ${vars.color.bgFillBrandSubtle};
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-current] > svg {
    color: inherit;
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
  & > [data-part='badge'] {
    margin-inline-start: auto;
  }
`;
