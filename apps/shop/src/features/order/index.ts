export { ADDRESS_EDIT_PATH, AddressChooser, addressSummary } from './address-chooser.js';
export type { AddressChooserProps } from './address-chooser.js';
export { orderActions, orderLines, refundableLines, reorderLines } from './order-view.js';
export type { OrderLike } from './order-view.js';
export { ActionBar, GoodsList, Panel, Panels, Rows } from './panel.styles.js';
export { PaymentPopup } from './payment-popup.js';
export type { PaymentPopupProps } from './payment-popup.js';
export { refundApplyPath, reviewPath, useOrderActions } from './use-order-actions.js';
export type { OrderActions } from './use-order-actions.js';
export type {
  OrderAddressData,
  OrderConfirmation,
  OrderGoodsItem,
  SettlementShop,
} from './wire-types.js';
export { OrderInfoPanel } from './order-info-panel.js';
export type { OrderInfoFields, OrderInfoPanelProps } from './order-info-panel.js';
