import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';
import { bareList } from '../../app/layout/bare-list.js';

/** The wallet's figures: the total balance across the top, the others side by side. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${vars.space[3]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    /* The figures at the top of their cells, level across the row when a label wraps (Thai). */
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurfaceSecondary};
    text-align: center;
  }
  & > div[data-part='total'] {
    grid-column: 1 / -1;
    background: ${vars.color.bgFillBrandSubtle};
  }
  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-part='total'] dd {
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** The wallet's entries (top up, withdraw, accounts, records): equal buttons in a row. */
export const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${vars.space[3]};
  ${bareList}

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(4, 1fr);
  }

  & a,
  & button {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[2]};
    width: 100%;
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurface};
    color: ${vars.color.text};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    color: ${vars.color.textBrand};
  }
  & a:focus-visible,
  & button:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & svg {
    font-size: ${vars.size.icon.md};
  }
`;

/** A bill line: a button opening its details (type and time, then the amount and the balance). */
export const BillLine = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  width: 100%;
  padding: ${vars.space[4]} 0;
  border: 0;
  border-bottom: 1px solid ${vars.color.border};
  background: none;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & [data-part='type'] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='amount'] {
    justify-self: end;
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='amount'][data-sign='credit'] {
    color: ${vars.color.textSuccess};
  }
  & [data-part='time'],
  & [data-part='balance'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='balance'] {
    justify-self: end;
  }
`;

/** The orders a bill record concerns, in its details. */
export const OrderLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  ${bareList}

  & li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & a {
    color: ${vars.color.textLink};
  }
`;
