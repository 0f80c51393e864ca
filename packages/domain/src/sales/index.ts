export { SALES_WINDOW_DAYS, isLineSold, salesFigures, salesWindowStart } from './sales.js';
export type { SalesFigures, SalesLine, SalesOrder } from './sales.js';
