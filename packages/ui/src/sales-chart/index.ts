export { SalesChart } from './sales-chart.js';
export type { SalesChartProps, SalesPoint } from './sales-chart.js';
