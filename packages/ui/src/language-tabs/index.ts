export { LanguageTabs } from './language-tabs.js';
export type { LanguageTab, LanguageTabsProps } from './language-tabs.js';
