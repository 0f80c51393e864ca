import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[7]};
  min-height: ${vars.size.header};
  padding-inline: max(${vars.layout.gutter}, calc((100% - ${vars.layout.pageMaxWidth}) / 2));
  background: ${vars.color.bgSurface};
  border-bottom: 1px solid ${vars.color.border};

  & > [data-part='brand'] {
    flex: none;
    display: flex;
    align-items: center;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.textBrand};

    & > a {
      display: inline-flex;
      border-radius: ${vars.radius.md};
      color: inherit;
      text-decoration: none;
      outline: none;
    }
    & > a:focus-visible {
      box-shadow: 0 0 0 2px ${vars.color.borderFocus};
    }
  }
  & > [data-part='search'] {
    flex: 1;
    min-width: 0;
    max-width: 480px;
  }
  & > [data-part='end'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin-inline-start: auto;
  }
`;

export const Links = styled.nav`
  display: flex;
  gap: ${vars.space[2]};
`;

export const HeaderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-decoration: none;
  white-space: nowrap;
  outline: none;

  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-current] {
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
  & > [data-part='icon'] {
    position: relative;
    display: inline-flex;
    font-size: ${vars.size.icon.md};
  }
`;
