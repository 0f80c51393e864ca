import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { cardSurface } from '../theme/card.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.section`
  ${cardSurface}
  overflow: hidden;

  & > header {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: 1px solid ${vars.color.border};
  }
  & > header > h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
    min-width: 0;
  }
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > ul > li + li {
    border-top: 1px solid ${vars.color.border};
  }
`;

export const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
  & > svg {
    flex: none;
    color: ${vars.color.textSecondary};
  }
`;
