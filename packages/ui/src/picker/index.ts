export { Picker } from './picker.js';
export type { PickerProps } from './picker.js';
