export { ToastProvider, loadToastRegion, useToast } from './toast.js';
export type { ToastApi, ToastProviderProps } from './toast.js';
export { createToastQueue, showToast } from './toast-queue.js';
export type {
  ShowToastOptions,
  ToastAction,
  ToastContent,
  ToastTone,
  UIToastQueue,
} from './toast-queue.js';
