import { styled } from 'styled-components';
import { panelSurface } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

/** The surface of a panel: a white band on the phone, a rounded card on desktop. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  ${panelSurface}

  & > [data-part='heading'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & > h2,
  & > [data-part='heading'] > :is(h2, h3) {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & > [data-part='heading'] > h3 {
    font-size: ${vars.fontSize.md};
  }
  & > [data-part='heading'] > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
  }
  & > [data-part='description'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  /* On desktop a button among the panel's parts keeps its own width, at the start of its row:
     stretched across a card some 1,000 px wide it read as a banner (the price table's Save, the
     wholesale market's List all). An action meant to span the panel says so with fullWidth. */
  :root[data-layout='desktop'] & > button:not([data-full-width]) {
    align-self: flex-start;
  }
`;
