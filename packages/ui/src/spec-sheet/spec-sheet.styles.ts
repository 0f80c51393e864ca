import { styled } from 'styled-components';
import { remCss as rem } from '@bazaar/domain';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};

  & [data-part='head'] {
    display: grid;
    grid-template-columns: ${rem(96)} minmax(0, 1fr);
    align-items: end;
    gap: ${vars.space[4]};
  }
  & [data-part='picture'] {
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    overflow: hidden;
  }
  & [data-part='facts'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & [data-part='stock'],
  & [data-part='summary'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
  & [data-part='quantity'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[4]};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-part='confirm'] {
    position: sticky;
    bottom: 0;
    padding-block: ${vars.space[3]} ${vars.space[2]};
    background: ${vars.color.bgSurface};
  }
  & [data-part='confirm'] > * {
    width: 100%;
  }
`;
