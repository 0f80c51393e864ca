export { ApplicationDetails } from './application-details.js';
export type { ApplicationDetailsProps } from './application-details.js';
export { ApplicationScreen } from './application-screen.js';
export type { ApplicationScreenProps } from './application-screen.js';
export { ApplicationSteps } from './application-steps.js';
export type { ApplicationStepsProps } from './application-steps.js';
export {
  applicationStateOf,
  useApplication,
  useEnterMerchantArea,
  useSubmitApplication,
} from './use-application.js';
export { ImageField } from './image-field.js';
export type { ImageFieldProps } from './image-field.js';
