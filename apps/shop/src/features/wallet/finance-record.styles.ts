import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/**
 * One record of a wallet list (a top-up, a withdrawal): its heading and status chip on one line,
 * then its rows, ruled off from the next record.
 */
export const FinanceRecord = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};

  & > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
`;
