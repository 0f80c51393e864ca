import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/** A home section: a heading over its content, with the layout's gutter. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-inline: ${vars.layout.gutter};

  :root[data-layout='desktop'] & {
    padding-inline: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;
