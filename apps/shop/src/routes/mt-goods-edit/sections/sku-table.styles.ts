import { styled } from 'styled-components';
import { dataTable, vars } from '@bazaar/ui';
import { bareList } from '../../../app/layout/bare-list.js';

/** The SKUs as a table (desktop): a row per combination. */
export const SkuGrid = styled.table`
  --cell-padding: ${vars.space[2]} ${vars.space[3]};
  ${dataTable}
  table-layout: fixed;

  & th,
  & td {
    vertical-align: top;
  }
  & tbody th {
    padding-top: ${vars.space[4]};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** The SKUs as cards (mobile): the combination, then its four fields two by two. */
export const SkuCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${bareList}

  & > li + li {
    padding-top: ${vars.space[4]};
    border-top: 1px solid ${vars.color.border};
  }
  & h3 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.md};
  }
  & [data-part='fields'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]};
  }
`;

/** A refusal of the SKUs as a whole (a combination without a price). */
export const SkuError = styled.p`
  margin: 0;
  color: ${vars.color.textCritical};
  font-size: ${vars.fontSize.sm};
`;
