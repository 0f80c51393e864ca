import { styled } from 'styled-components';
import { PanelSection, vars } from '@bazaar/ui';

/**
 * A white panel of the user area (a group of figures, a list of tools, a form's part): the ui's
 * panel surface, full width on mobile, a rounded card on desktop. An `h2` inside is its heading.
 */
export const Panel = styled(PanelSection)`
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
