export { QuantityStepper } from './quantity-stepper.js';
export type { QuantityStepperProps } from './quantity-stepper.js';
