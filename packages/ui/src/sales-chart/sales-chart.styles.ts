import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.figure`
  margin: 0;

  & > svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    font-family: inherit;
  }
  & [data-part='grid'] {
    stroke: ${vars.color.chartGrid};
    stroke-width: 1;
  }
  & [data-part='area'] {
    fill: ${vars.color.chartArea};
  }
  & [data-part='line'] {
    fill: none;
    stroke: ${vars.color.chartLine};
    stroke-width: 2;
    stroke-linejoin: round;
  }
  & [data-part='point'] {
    fill: ${vars.color.bgSurface};
    stroke: ${vars.color.chartLine};
    stroke-width: 2;
  }
  & text {
    fill: ${vars.color.textSecondary};
    font-size: 10px;
  }
  & > figcaption {
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.medium};
  }
  & table {
    ${visuallyHidden}
  }
`;
