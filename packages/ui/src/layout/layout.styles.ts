import { styled } from 'styled-components';
import { cssVarStyle } from '../theme/css-var-props.js';
import { vars } from '../tokens/css-variables.js';

export const Shell = styled.div`
  display: grid;
  min-height: 100dvh;
  grid-template-columns: minmax(0, 1fr);
  /* The page's row grows with its content (a minimum of 0 let a long page overflow the frame, so
     the sticky bottom bar stayed at the first screen's end and scrolled away with it). */
  grid-template-rows: auto 1fr auto;
  grid-template-areas: 'top' 'main' 'bottom';

  :root[data-layout='desktop'] & {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
    grid-template-areas: 'top top' 'side main';
  }

  & > [data-slot='top'] {
    grid-area: top;
    position: sticky;
    top: 0;
    z-index: ${vars.zIndex.navigation};
  }
  & > [data-slot='side'] {
    grid-area: side;
  }
  & > [data-slot='main'] {
    grid-area: main;
    min-width: 0;
  }
  & > [data-slot='bottom'] {
    grid-area: bottom;
    position: sticky;
    bottom: 0;
    z-index: ${vars.zIndex.navigation};
  }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${vars.layout.pageMaxWidth};
  margin-inline: auto;
  padding-inline: ${vars.layout.gutter};
`;

export const StackRoot = styled.div.attrs<{ $stackGap: string }>(cssVarStyle)`
  display: flex;
  flex-direction: column;
  gap: var(--stack-gap);
  &[data-direction='row'] {
    flex-direction: row;
    align-items: center;
    flex-wrap: wrap;
  }
`;

export const GridRoot = styled.div.attrs<{ $gridColumns?: number }>(cssVarStyle)`
  display: grid;
  grid-template-columns: repeat(var(--grid-columns, ${vars.layout.gridColumns}), minmax(0, 1fr));
  gap: ${vars.layout.gridGap};
`;
