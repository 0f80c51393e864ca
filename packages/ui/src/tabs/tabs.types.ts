import type { IconName } from '../icon/icon-paths.js';

/** A tab's value: the list filter it stands for (a state number, a status name). */
export type TabValue = string | number;

/** One tab. */
export interface TabItem<V extends TabValue = TabValue> {
  /** The value the tab selects. */
  value: V;
  /** The label, already translated. */
  label: string;
  /** A count after the label (orders waiting). */
  count?: number;
  /** An icon after the label (the price sort direction). */
  icon?: IconName;
  /** Shown but not selectable. @default false */
  isDisabled?: boolean;
}
