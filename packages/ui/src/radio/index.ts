export { Radio, RadioGroup } from './radio.js';
export type { RadioGroupProps, RadioProps } from './radio.js';
