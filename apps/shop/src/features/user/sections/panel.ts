import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/**
 * A white panel of the user area (a group of figures, a list of tools, a form's part): full width
 * on mobile, a rounded card on desktop. An `h2` inside is its heading.
 */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    padding: ${vars.space[6]};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }

  & > h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }

  & [data-part='note'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** A row of a panel: things side by side, wrapping. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** The page's column of panels. */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};
`;
