export { Panel, PanelSection } from './panel.js';
export type { PanelProps } from './panel.js';
