import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';
import type { CategoryNode } from './category-tree.types.js';

// styled() drops the type parameter of a generic component, so fix it first.
const NodeTabList = TabList<CategoryNode>;

export const Root = styled(Tabs)`
  display: flex;
  min-height: 100%;
  background: ${vars.color.bgSurface};
`;

export const Parents = styled(NodeTabList)`
  display: flex;
  flex: none;
  flex-direction: column;
  width: 96px;
  background: ${vars.color.bgSurfaceSecondary};
  overflow-y: auto;
`;

export const Parent = styled(Tab)`
  position: relative;
  padding: ${vars.space[4]} ${vars.space[3]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  outline: none;

  &[data-selected] {
    background: ${vars.color.bgSurface};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-selected]::before {
    content: '';
    position: absolute;
    inset-block: 30%;
    inset-inline-start: 0;
    width: 3px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgFillBrand};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;

export const Panel = styled(TabPanel)`
  flex: 1;
  min-width: 0;
  padding: ${vars.space[4]};
  outline: none;

  & h3 {
    margin: ${vars.space[2]} 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  & ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[4]} ${vars.space[3]};
    margin: 0 0 ${vars.space[5]};
    padding: 0;
    list-style: none;
  }
  :root[data-layout='desktop'] & ul {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
`;

export const Leaf = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.xs};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  outline: none;

  & > span:first-child {
    width: 100%;
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
`;
