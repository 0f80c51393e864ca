import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { lineClamp } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};

  & > [data-part='media'] {
    flex: none;
    width: 88px;
  }
  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & [data-part='sku'] {
    align-self: flex-start;
    max-width: 100%;
    padding: ${vars.space[1]} ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bgFillSecondary};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
    overflow-wrap: anywhere;
  }
  & [data-part='row'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }
`;

export const Title = styled(Link)`
  ${lineClamp}
  --line-clamp: 2;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
`;
