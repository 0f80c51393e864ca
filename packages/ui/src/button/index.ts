export { Button } from './button.js';
export type { ButtonProps, ButtonVariant, ControlSize } from './button.js';
