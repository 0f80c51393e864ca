import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.header`
  display: grid;
  /* The title centred between equal sides while they fit; a side wider than its half (a
     labelled action in Russian) keeps its whole width and the title gives way (ellipsis),
     never the action wrapping or running off the window. */
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  column-gap: ${vars.space[2]};
  align-items: center;
  min-height: ${vars.size.navBar};
  padding-inline: ${vars.space[1]};
  padding-top: env(safe-area-inset-top);
  background: ${vars.color.bgSurface};
  border-bottom: 1px solid ${vars.color.border};

  &[data-variant='transparent'] {
    background: transparent;
    border-bottom-color: transparent;
  }
  &[data-variant='brand'] {
    background: ${vars.color.bgFillBrand};
    border-bottom-color: transparent;
    color: ${vars.color.textOnFill};
  }
  &[data-variant='brand'] button {
    color: inherit;
  }
  & > [data-part='start'] {
    display: flex;
    justify-content: flex-start;
    min-width: ${vars.size.hitTarget};
  }
  & > [data-part='end'] {
    min-width: ${vars.size.hitTarget};
    white-space: nowrap;
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space[2]};
  }
  /* A text action at the bar's end ("New goods") reads as the bar's button, not a web link. */
  & > [data-part='end'] a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.hitTarget};
    padding-inline: ${vars.space[3]};
    color: ${vars.color.textBrand};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  /* A labelled button at the end keeps off the window's edge (an icon button has its own room). */
  & > [data-part='end'] > :has(> [data-part='label']) {
    margin-inline-end: ${vars.space[3]};
  }
  &[data-variant='brand'] > [data-part='end'] a {
    color: inherit;
  }
`;

export const Title = styled.h1`
  margin: 0;
  max-width: 60vw;
  overflow: hidden;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
