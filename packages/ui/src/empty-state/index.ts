export { EMPTY_KINDS, EmptyState } from './empty-state.js';
export type { EmptyKind, EmptyStateProps } from './empty-state.js';
