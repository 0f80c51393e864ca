import { Tab as RACTab, TabList, TabPanel, Tabs as RACTabs } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';
import type { TabItem } from './tabs.types.js';

// styled() drops the type parameter of a generic component, so fix it first.
const ItemTabList = TabList<TabItem>;

export const Root = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const List = styled(ItemTabList)`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  scrollbar-width: none;
  background: ${vars.color.bgSurface};
  padding-inline: ${vars.space[3]};

  &::-webkit-scrollbar {
    display: none;
  }
  /* A row longer than a phone scrolls sideways without a scroll bar: a shade on the side where
     more tabs wait says so. The covers move with the tabs ('local') and hide the shade at the
     row's ends; the shades stay at the box's sides ('scroll'). */
  &[data-variant='line'] {
    background:
      linear-gradient(to right, ${vars.color.bgSurface} 30%, transparent) left / ${vars.space[8]}
        100% no-repeat local,
      linear-gradient(to left, ${vars.color.bgSurface} 30%, transparent) right / ${vars.space[8]}
        100% no-repeat local,
      linear-gradient(to right, rgba(0, 0, 0, 0.16), transparent) left / ${vars.space[4]} 100%
        no-repeat scroll,
      linear-gradient(to left, rgba(0, 0, 0, 0.16), transparent) right / ${vars.space[4]} 100%
        no-repeat scroll,
      ${vars.color.bgSurface};
  }
  /* On desktop the row wraps instead: a mouse has no sideways swipe, and the hidden scroll bar
     hid the last tabs of a long language (the Russian statement's at 1280 px). */
  :root[data-layout='desktop'] &[data-justify='start'] {
    flex-wrap: wrap;
    overflow-x: visible;
  }
  &[data-variant='pill'] {
    gap: ${vars.space[3]};
    padding-block: ${vars.space[3]};
    background: transparent;
  }
  &[data-justify='fill'] > * {
    flex: 1;
  }
`;

export const Item = styled(RACTab)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.hitTarget};
  padding: 0 ${vars.space[3]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.md};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  -webkit-tap-highlight-color: transparent;
  transition: color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::after {
    content: '';
    position: absolute;
    inset-inline: 25%;
    bottom: ${vars.space[1]};
    height: 3px;
    border-radius: ${vars.radius.full};
    background: transparent;
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-selected] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-selected]::after {
    background: ${vars.color.bgFillBrand};
  }
  &[data-hovered] {
    color: ${vars.color.text};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
    border-radius: ${vars.radius.sm};
  }

  [data-variant='pill'] > & {
    min-height: ${vars.size.control.sm};
    padding: 0 ${vars.space[4]};
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgSurface};
  }
  [data-variant='pill'] > &::after {
    display: none;
  }
  [data-variant='pill'] > &[data-selected] {
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }

  & > svg {
    font-size: ${vars.size.icon.sm};
  }
`;

export const Panel = styled(TabPanel)`
  outline: none;

  /* On desktop the tab band is a bar of its own: the cards under it start a gap below, as cards
     do under each other, instead of touching it. A row of tabs nested in the panel stays on the
     band above it. */
  :root[data-layout='desktop'] &:not(:has(> ${Root})) {
    padding-top: ${vars.space[3]};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;
