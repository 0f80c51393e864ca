import { styled } from 'styled-components';
import { cardSurface } from '../theme/card.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.article`
  ${cardSurface}
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};

  &[data-selected] {
    box-shadow: inset 0 0 0 2px ${vars.color.borderBrand};
  }
  & > [data-part='icon'] {
    flex: none;
    color: ${vars.color.textBrand};
    font-size: ${vars.size.icon.lg};
  }
  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & [data-part='who'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='mobile'] {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.fontWeight.regular};
  }
  & [data-part='address'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
  & > [data-part='actions'] {
    display: flex;
    flex: none;
    align-items: center;
    gap: ${vars.space[2]};
  }

  /* A phone's managed card: the actions in their own row under the address, at the right. */
  :root:not([data-layout='desktop']) &[data-manage] {
    flex-wrap: wrap;
  }
  :root:not([data-layout='desktop']) &[data-manage] > [data-part='actions'] {
    flex: 1 0 100%;
    justify-content: flex-end;
    padding-block-start: ${vars.space[3]};
    border-block-start: 1px solid ${vars.color.border};
  }
`;
