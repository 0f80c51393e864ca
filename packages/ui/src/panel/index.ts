export { Panel } from './panel.js';
export type { PanelProps } from './panel.js';
