import { styled } from 'styled-components';
import { cardSurface } from '../theme/card.js';
import { cssVarStyle } from '../theme/css-var-props.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.section.attrs<{ $statColumns: number }>(cssVarStyle)`
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
  & > header > h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & > dl {
    display: grid;
    grid-template-columns: repeat(var(--stat-columns, 3), minmax(0, 1fr));
    gap: ${vars.space[4]};
    margin: 0;
  }
  & > dl > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${vars.space[1]};
    text-align: center;
  }
  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
