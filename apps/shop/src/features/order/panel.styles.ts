import { css, styled } from 'styled-components';
import { Panel as UiPanel, PanelSection, vars } from '@bazaar/ui';
import { bareList } from '../../app/layout/bare-list.js';

/**
 * A titled block of an order, refund or wallet screen: the ui's panel surface (full width on
 * mobile, a card on desktop), its paragraphs without margins and its links in the link colour.
 */
export const Panel = styled(PanelSection)`
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & p {
    margin: 0;
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

/**
 * The ui's titled `Panel` (heading, actions beside it, the section named by the heading) with the
 * same content rules as {@link Panel}: for a block that needs no heading of its own making.
 */
export const TitledPanel = styled(UiPanel)`
  & p {
    margin: 0;
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

/** Label and value rows (amounts, order numbers, times): a definition list. */
export const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[3]} ${vars.space[5]};
  margin: 0;
  font-size: ${vars.fontSize.md};

  & dt {
    color: ${vars.color.textSecondary};
  }
  & dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space[3]};
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
  & [data-emphasis] {
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** A goods line's text beside its picture: title and specification under each other. */
export const goodsLineText = css`
  & [data-part='text'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & [data-part='spec'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Goods lines of an order or a refund: picture, title and specification, price and quantity. */
export const GoodsList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${bareList}

  & > li {
    display: grid;
    grid-template-columns: ${vars.size.avatar.lg} 1fr auto;
    gap: ${vars.space[4]};
    align-items: start;
  }
  ${goodsLineText}
  & [data-part='end'] {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${vars.space[2]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** The bar with a screen's total and main action: kept at the bottom on mobile. */
export const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.bar};

  :root[data-layout='desktop'] & {
    position: static;
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }

  & [data-part='total'] {
    display: flex;
    align-items: baseline;
    gap: ${vars.space[2]};
    margin: 0 auto 0 0;
  }
`;

/** A column of panels with the section gap. */
export const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};
`;
