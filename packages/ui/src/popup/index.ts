export { Popup } from './popup.js';
export type { PopupPosition, PopupProps } from './popup.js';
