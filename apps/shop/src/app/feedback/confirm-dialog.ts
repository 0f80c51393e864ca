// The confirmation dialog's own chunk (react-aria's modal, dialog and focus scope): ConfirmProvider
// loads it with the first question, so a page that asks none never downloads it.
export { ConfirmDialog } from '@bazaar/ui';
