export {
  applicationStateOf,
  useApplication,
  useEnterMerchantArea,
  useSubmitApplication,
} from './use-application.js';
