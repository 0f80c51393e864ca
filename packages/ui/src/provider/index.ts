export { UIProvider } from './ui-provider.js';
export type { UIProviderProps, UIRouter } from './ui-provider.js';
