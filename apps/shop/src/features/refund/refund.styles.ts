import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';
import { goodsLineText } from '../order/panel.styles.js';
import { bareList } from '../../app/layout/bare-list.js';

/** A refunded goods line: its picture beside title, specification, price and quantity. */
export const LineBox = styled.div`
  display: grid;
  grid-template-columns: ${vars.size.avatar.lg} 1fr;
  gap: ${vars.space[4]};
  align-items: start;

  ${goodsLineText}
  & [data-part='price'] {
    display: flex;
    align-items: baseline;
    gap: ${vars.space[2]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Evidence pictures: a row of small squares that wraps. */
export const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.size.avatar.lg}, 1fr));
  gap: ${vars.space[3]};
  max-width: calc(${vars.size.avatar.lg} * 5 + ${vars.space[3]} * 4);
  ${bareList}
`;

/** The steps of a refund, oldest first, on a line down the side. */
export const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0 0 0 ${vars.space[5]};
  border-inline-start: 2px solid ${vars.color.border};
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }
  & [data-part='step'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-part='meta'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Links to the refunds of an order's lines, under its goods. */
export const RefundLinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  ${bareList}
  font-size: ${vars.fontSize.sm};

  /* A way on, as the card's "Order details ›" is: a chevron, underlined only under the pointer. */
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    color: ${vars.color.textLink};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;
