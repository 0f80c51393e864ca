// What screens (src/routes) and features use from the app shell. The shell itself (App, the
// router, the providers) is not exported here, so a screen never pulls it into its chunk.
export { useConfirm } from './feedback/confirm.js';
export type { Confirm, ConfirmRequest } from './feedback/confirm.js';
export { focusField } from './feedback/focus-field.js';
export { useNotify } from './feedback/use-notify.js';
export type { Notify } from './feedback/use-notify.js';
export { FormCard } from './layout/form-card.js';
export { Page } from './layout/page.js';
export type { PageProps } from './layout/page.js';
export { ReadPage } from './layout/read-page.js';
export type { ReadPageProps } from './layout/read-page.js';
export { loginPath, parseId, redirectTarget } from './router/paths.js';
export { useFilterParam } from './router/use-filter-param.js';
export { useServices } from './services-context.js';
export type { AppServices, RouteHandle } from './app-types.js';
