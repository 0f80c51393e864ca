import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Icon } from '../icon/icon.js';
import { Item, List, Panel, Root } from './tabs.styles.js';
import type { TabItem, TabValue } from './tabs.types.js';

export type { TabItem, TabValue } from './tabs.types.js';

/** Props of `Tabs`. */
export interface TabsProps<V extends TabValue = TabValue> {
  /** The tabs, in order. */
  items: readonly TabItem<V>[];
  /** The selected tab's value (controlled). */
  selectedValue?: V;
  /** The first selected tab's value (uncontrolled). @default the first tab */
  defaultSelectedValue?: V;
  /** Called with the newly selected tab's value. */
  onSelectionChange?: (value: V) => void;
  /** Names the tab list for screen readers, already translated. */
  'aria-label': string;
  /** `line` underlines the selected tab; `pill` fills it. @default 'line' */
  variant?: 'line' | 'pill';
  /** `fill` shares the width equally; `start` lines the tabs up at the start: on a phone a row too
   * long scrolls sideways (shaded where more tabs wait), on desktop it wraps. @default 'start' */
  justify?: 'start' | 'fill';
  /** The content of the selected tab (its list), rendered in the tab panel. */
  children?: ReactNode;
}

/**
 * A tab bar (react-aria `Tabs`: arrow keys, Home and End, `data-selected`) over the content of the
 * selected tab. Values keep their type (numbers stay numbers), so a tab set hands its wire value
 * straight to the query.
 */
export function Tabs<V extends TabValue>({
  items,
  selectedValue,
  defaultSelectedValue,
  onSelectionChange,
  'aria-label': ariaLabel,
  variant = 'line',
  justify = 'start',
  children,
}: TabsProps<V>) {
  const byKey = new Map<Key, V>(items.map((item) => [item.value, item.value]));
  // react-aria can report one press twice (focus, then press) before a controlled parent
  // re-renders; a tab set whose handler toggles (the price sort) must hear it once.
  const reported = useRef(selectedValue ?? defaultSelectedValue ?? items[0]?.value);
  useEffect(() => {
    if (selectedValue !== undefined) reported.current = selectedValue;
  }, [selectedValue]);
  // A tab list that scrolls sideways shows its selected tab: on a phone, a screen opened on its
  // sixth tab (the operator's "Platform intervention requested") showed a row with none selected.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After react-aria has drawn the tabs of its collection (a frame after the first commit).
    const frame = requestAnimationFrame(() => {
      if (list.current) revealSelected(list.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedValue]);
  return (
    <Root
      selectedKey={selectedValue}
      defaultSelectedKey={defaultSelectedValue ?? items[0]?.value}
      onSelectionChange={(key) => {
        const value = byKey.get(key);
        if (value === undefined || value === reported.current) return;
        reported.current = value;
        onSelectionChange?.(value);
      }}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.value)}
    >
      <List
        ref={list}
        aria-label={ariaLabel}
        items={items}
        data-variant={variant}
        data-justify={justify}
      >
        {(item) => (
          <Item id={item.value}>
            {item.count === undefined ? item.label : `${item.label} (${item.count})`}
            {item.icon ? <Icon name={item.icon} /> : null}
          </Item>
        )}
      </List>
      {items.map((item) => (
        <Panel key={item.value} id={item.value}>
          {children}
        </Panel>
      ))}
    </Root>
  );
}

/**
 * Scrolls `list` sideways (only it: the page keeps its place) so its selected tab is inside it,
 * with room to see that more tabs lie beyond.
 */
function revealSelected(list: HTMLElement): void {
  if (list.scrollWidth <= list.clientWidth) return;
  const tab = list.querySelector<HTMLElement>('[data-selected]');
  if (!tab) return;
  const box = list.getBoundingClientRect();
  const seen = tab.getBoundingClientRect();
  const room = Math.min(48, Math.max(0, (box.width - seen.width) / 2));
  if (seen.left < box.left + room) list.scrollLeft -= box.left + room - seen.left;
  else if (seen.right > box.right - room) list.scrollLeft += seen.right - (box.right - room);
}
