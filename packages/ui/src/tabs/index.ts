export { Tabs } from './tabs.js';
export type { TabItem, TabsProps, TabValue } from './tabs.js';
