export {
  applicationStateOf,
  useApplication,
  useEnterMerchantArea,
  useSubmitApplication,
} from './use-application.js';
export { ImageField } from './image-field.js';
export type { ImageFieldProps } from './image-field.js';
