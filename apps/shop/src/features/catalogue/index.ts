export { AppInfoLoader, toCurrencyEntries, useAppInfo, useCurrency } from './app-info.js';
export { differenceValues, missingSpec, skuForChoice } from './sku-choice.js';
export type { SpecChoice } from './sku-choice.js';
export { useRelativeTime } from './use-relative-time.js';
