export type { StatusTone } from './status-tone.js';
