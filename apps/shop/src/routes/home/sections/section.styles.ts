import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/**
 * A home section: a heading over its content, with the layout's gutter. On a phone, a section out
 * of view is not styled, laid out or painted until it nears the view (`content-visibility: auto`,
 * its height kept once drawn): the home's 1,000-odd elements were all styled and laid out again
 * when the app took the page over (a task of 330 ms at Lighthouse's 4x slow-down), most of them
 * below the first screen. Not on a desktop, whose sections have no gutter for the cards' shadows
 * (the containment clips at the padding box).
 */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-inline: ${vars.layout.gutter};

  /* Not the first section (the phone's search bar, in view): until the browser has found a
     section in view it draws it at its estimated height, which moved the page below it. */
  :root[data-layout='mobile'] & ~ & {
    content-visibility: auto;
    contain-intrinsic-size: auto 640px;
  }

  :root[data-layout='desktop'] & {
    padding-inline: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;
