export { StateView, viewStateOf } from './state-view.js';
export type { StateViewProps, ViewState } from './state-view.js';
