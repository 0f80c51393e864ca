import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';
import { bareList } from '../../app/layout/bare-list.js';

/** Label and value pairs side by side (a shop's counts): a definition list in a grid. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${vars.space[1]};
    align-items: center;
    text-align: center;
  }
  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** A shop's head: the logo, then its name and a line under it. */
export const ShopHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  min-width: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
    overflow-wrap: anywhere;
  }
`;

/** Square link tiles with an icon over a label (the quick entries). */
export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[4]};
  ${bareList}

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  & a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[4]} ${vars.space[2]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    text-align: center;
    text-decoration: none;
  }
  & a:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & svg {
    font-size: ${vars.size.icon.lg};
    color: ${vars.color.textBrand};
  }
`;

/** One goods of a merchant list: a tick, the picture, the text, and the figures at the end. */
export const GoodsRow = styled.div`
  display: grid;
  grid-template-columns: auto ${vars.size.avatar.lg} minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: start;
  padding: ${vars.space[4]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }
  & [data-part='text'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }
  & [data-part='meta'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='meta'] strong {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-part='meta'] [data-tone='profit'] {
    color: ${vars.color.textSuccess};
  }
  & [data-part='meta'] [data-tone='loss'] {
    color: ${vars.color.textCritical};
  }
  & a {
    color: ${vars.color.textLink};
    font-size: ${vars.fontSize.md};
  }
  & [data-part='links'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[5]};
  }
`;

/**
 * The actions on a selection (select all, the count, list, unlist): a bar fixed at the bottom on
 * mobile, select all and the count over the actions side by side (one action: the whole width), so
 * no label wraps on a phone; one toolbar row above the list on desktop.
 */
export const SelectionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.zIndex.sticky};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.bar};

  & > :nth-child(3):last-child {
    grid-column: 1 / -1;
  }
  & [data-part='count'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
    text-align: end;
  }
  :root[data-layout='desktop'] & {
    position: static;
    display: flex;
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
    margin-bottom: ${vars.space[5]};
  }
  :root[data-layout='desktop'] & [data-part='count'] {
    flex: 1;
    text-align: start;
  }
`;

/** A progress track (the list-all job), filled to `--progress`. */
export const ProgressTrack = styled.div`
  height: ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgFillSecondary};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    width: var(--progress, 0%);
    background: ${vars.color.bgFillBrand};
  }
`;

/** The steps of a process (the merchant application), the current one marked. */
export const Steps = styled.ol`
  display: flex;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]} ${vars.layout.gutter};
  list-style: none;
  counter-reset: step;
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
    margin-bottom: ${vars.space[5]};
  }
  & > li {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
    text-align: center;
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: ${vars.space[7]};
    height: ${vars.space[7]};
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgFillSecondary};
  }
  & > li[data-state='done']::before,
  & > li[aria-current='step']::before {
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  & > li[aria-current='step'] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** A goods picture of a fixed size beside a heading. */
export const Thumb = styled.div`
  flex: none;
  width: ${vars.size.avatar.lg};
`;
