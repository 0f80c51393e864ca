import { remCss as rem } from '@bazaar/domain';
import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.figure`
  margin: 0;

  & > svg {
    display: block;
    width: 100%;
    /* Drawn at the size it is shown (the chart measures its box). */
    height: ${rem(180)};
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
    font-size: ${vars.fontSize.sm};
  }
  & > figcaption {
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.medium};
  }
  /* On the wrapper, not the table: a table grows to its rows whatever its height, and its 1 px
     box became a page tall, lengthening the page below its end (the merchant console's tab bar
     then left the screen). */
  & > [data-part='table'] {
    ${visuallyHidden}
  }
`;
