import { styled } from 'styled-components';
import { dataTable, vars } from '@bazaar/ui';
import { bareList } from '../../../app/layout/bare-list.js';

const tones = `
  & [data-tone='profit'] { color: ${vars.color.textSuccess}; }
  & [data-tone='loss'] { color: ${vars.color.textCritical}; }
  & [data-part='warning'] { font-size: ${vars.fontSize.sm}; }
`;

/** The SKUs as a table (desktop). */
export const PriceTable = styled.table`
  ${dataTable}

  & th,
  & td {
    vertical-align: middle;
  }
  ${tones}
`;

/** The SKUs as cards (mobile). */
export const PriceCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  ${bareList}

  & > li + li {
    padding-top: ${vars.space[5]};
    border-top: 1px solid ${vars.color.border};
  }
  & h3 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[3]} ${vars.space[5]};
    align-items: center;
    margin: 0;
  }
  & dl > div {
    display: contents;
  }
  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
  }
  & dd {
    margin: 0;
    text-align: end;
  }
  ${tones}
`;
