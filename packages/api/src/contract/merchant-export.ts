import { EXPORT_KINDS } from '@bazaar/domain';
import Type from 'typebox';
import { defineEndpoint } from './define.js';

/** A calendar date `YYYY-MM-DD` (the domain's `validateExportPeriod` checks that it exists). */
const CalendarDate = Type.String({ maxLength: 10 });

/**
 * GET (merchant): the shop's orders, statement (bill) or profit records of a period as a CSV file
 * (the domain's `validateExportPeriod`: `from` and `to` on the platform's calendar, both included,
 * at most 366 days). The same figures as the console's screens; see docs/API.md. Not bound in
 * `createEndpoints` (its answer is a file): fetch it with `client.download()`.
 */
export const merchantExportCsv = defineEndpoint({
  name: 'merchantExport.csv',
  method: 'GET',
  path: '/wanlshop/merchant/export',
  auth: 'merchant',
  query: Type.Object({ kind: Type.Enum(EXPORT_KINDS), from: CalendarDate, to: CalendarDate }),
  /** The CSV text (`text/csv; charset=utf-8`, with a byte-order mark for spreadsheets). */
  response: Type.String(),
  download: 'csv',
});

/** The merchant's downloads (files, not envelopes). */
export const merchantExport = { csv: merchantExportCsv } as const;
