import { styled } from 'styled-components';
import { cardSurface } from '../theme/card.js';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.section`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & > header > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & [data-part='streak'] {
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='bonus'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
    text-align: center;
  }
  & caption {
    margin-bottom: ${vars.space[3]};
    font-weight: ${vars.fontWeight.medium};
  }
  & th {
    padding-bottom: ${vars.space[2]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.regular};
  }
  & abbr {
    text-decoration: none;
  }
  & td {
    padding: ${vars.space[1]} 0;
  }
  & td > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.2em;
    height: 2.2em;
    border-radius: ${vars.radius.full};
    font-size: ${vars.fontSize.sm};
    font-variant-numeric: tabular-nums;
  }
  & td[data-signed] > span {
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  & td[aria-current='date'] > span {
    box-shadow: inset 0 0 0 2px ${vars.color.borderBrand};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
