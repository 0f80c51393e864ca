import type { QueryOf, merchantExport } from '@bazaar/api/contract';
import type { ServerTranslator } from '@bazaar/i18n';
import {
  DEFAULT_LANGUAGE,
  DomainError,
  calendarParts,
  csvSafeText,
  exportFileName,
  exportRange,
  orderStateFromWire,
  orderStatusKey,
  toMoneyString,
  unixSecondsToMs,
  validateExportPeriod,
  type ExportKind,
  type LanguageCode,
} from '@bazaar/domain';
import { and, asc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import {
  currencies,
  moneyLog,
  orderGoods,
  orders,
  profitRecords,
  users,
} from '../../db/schema/index.js';
import type { CsvDownload } from '../../http/register-endpoint.js';
import { merchantFigures } from '../orders/order-views.js';

/** Rows read per query while a file is sent: memory stays bounded whatever the period. */
export const EXPORT_PAGE_ROWS = 500;

/** Who exports, and how the file is written. */
export interface ExportContext {
  readonly db: Database;
  readonly shopId: number;
  /** The shop owner's user id (the statement is their wallet's). */
  readonly ownerId: number;
  readonly language: LanguageCode;
  readonly translator: ServerTranslator;
  /** The platform's calendar (`TIME_ZONE`): the period's days and the times written. */
  readonly timeZone: string;
}

/** A unix time as `YYYY-MM-DD HH:mm:ss` on the platform's calendar ('' for none). */
function localTime(seconds: number | null, timeZone: string): string {
  if (seconds === null) return '';
  const p = calendarParts(unixSecondsToMs(seconds), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** Reads rows in id order, {@link EXPORT_PAGE_ROWS} at a time, after the last id read. */
async function* keyset<T extends { id: number }>(
  page: (afterId: number) => Promise<T[]>,
): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId);
    yield* rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** A period of the platform's calendar as unix seconds, `end` excluded. */
interface Range {
  readonly start: number;
  readonly end: number;
}

/** One keyset page's filter: the owner's rows written in the period, after the last id read. */
function pageFilter(
  owner: SQL,
  columns: { readonly createtime: PgColumn; readonly id: PgColumn },
  range: Range,
  afterId: number,
): SQL | undefined {
  return and(
    owner,
    gte(columns.createtime, range.start),
    lt(columns.createtime, range.end),
    gt(columns.id, afterId),
  );
}

/** The column headers of a kind, translated, money columns naming the currency. */
const COLUMNS: Record<ExportKind, readonly (readonly [key: string, money: boolean])[]> = {
  orders: [
    ['order_no', false],
    ['placed', false],
    ['paid_at', false],
    ['status', false],
    ['buyer', false],
    ['goods', false],
    ['goods_total', true],
    ['freight', true],
    ['voucher', true],
    ['platform_voucher', true],
    ['paid', true],
    ['refunds', true],
    ['wholesale', true],
    ['income', true],
    ['profit', true],
  ],
  bill: [
    ['time', false],
    ['type', false],
    ['amount', true],
    ['before', true],
    ['after', true],
    ['memo', false],
    ['related', false],
  ],
  profit: [
    ['time', false],
    ['order_no', false],
    ['kind', false],
    ['goods_total', true],
    ['freight', true],
    ['voucher', true],
    ['platform_voucher', true],
    ['refunds', true],
    ['income', true],
    ['wholesale', true],
    ['profit', true],
    ['before', true],
    ['after', true],
  ],
};

/** The platform's currency: what amounts are stored (and moved) in, English's display currency. */
async function baseCurrency(db: Database): Promise<string> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.language, DEFAULT_LANGUAGE));
  return row?.code ?? 'USD';
}

function orderRows(context: ExportContext, range: Range) {
  const { db, shopId, language, translator, timeZone } = context;
  return keyset(async (afterId) => {
    const page = await db
      .select()
      .from(orders)
      .where(pageFilter(eq(orders.shopId, shopId), orders, range, afterId))
      .orderBy(asc(orders.id))
      .limit(EXPORT_PAGE_ROWS);
    if (page.length === 0) return [];
    const ids = page.map((row) => row.id);
    const buyerIds = [...new Set(page.map((row) => row.userId))];
    const [lines, buyers] = await Promise.all([
      db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(orderGoods.id),
      db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, buyerIds)),
    ]);
    const names = new Map(buyers.map((buyer) => [buyer.id, buyer.username]));
    return page.map((row) => {
      const own = lines.filter((line) => line.orderId === row.id);
      const figures = merchantFigures(row, own);
      const goods = own
        .map(
          (line) =>
            `${line.title}${line.difference ? ` (${line.difference})` : ''} × ${line.number}`,
        )
        .join('; ');
      return {
        id: row.id,
        cells: [
          row.orderNo,
          localTime(row.createtime, timeZone),
          localTime(row.paymenttime, timeZone),
          translator.t(language, orderStatusKey(orderStateFromWire(row.state))),
          csvSafeText(names.get(row.userId) ?? ''),
          csvSafeText(goods),
          figures.goods,
          figures.freight,
          figures.voucher,
          figures.platformVoucher,
          toMoneyString(row.payAmount),
          figures.refunds,
          figures.wholesale,
          figures.income,
          figures.profit,
        ],
      };
    });
  });
}

function billRows(context: ExportContext, range: Range) {
  const { db, ownerId, language, translator, timeZone } = context;
  return keyset(async (afterId) => {
    const page = await db
      .select()
      .from(moneyLog)
      .where(pageFilter(eq(moneyLog.userId, ownerId), moneyLog, range, afterId))
      .orderBy(asc(moneyLog.id))
      .limit(EXPORT_PAGE_ROWS);
    return page.map((row) => ({
      id: row.id,
      cells: [
        localTime(row.createtime, timeZone),
        translator.t(language, `wallet:bill.${row.type}`),
        toMoneyString(row.money),
        toMoneyString(row.before),
        toMoneyString(row.after),
        csvSafeText(row.memo),
        row.serviceIds,
      ],
    }));
  });
}

function profitRows(context: ExportContext, range: Range) {
  const { db, shopId, language, translator, timeZone } = context;
  return keyset(async (afterId) => {
    const page = await db
      .select({ record: profitRecords, orderNo: orders.orderNo })
      .from(profitRecords)
      .innerJoin(orders, eq(orders.id, profitRecords.orderId))
      .where(pageFilter(eq(profitRecords.shopId, shopId), profitRecords, range, afterId))
      .orderBy(asc(profitRecords.id))
      .limit(EXPORT_PAGE_ROWS);
    return page.map(({ record, orderNo }) => ({
      id: record.id,
      cells: [
        localTime(record.createtime, timeZone),
        orderNo,
        translator.t(
          language,
          record.kind === 'refund' ? 'merchant:profit.kind_refund' : 'merchant:export.receipt',
        ),
        toMoneyString(record.retail),
        toMoneyString(record.freight),
        toMoneyString(record.voucher),
        toMoneyString(record.platformVoucher),
        toMoneyString(record.refund),
        toMoneyString(record.income),
        toMoneyString(record.wholesale),
        toMoneyString(record.profit),
        toMoneyString(record.before),
        toMoneyString(record.after),
      ],
    }));
  });
}

async function* cellsOf(
  rows: AsyncGenerator<{ id: number; cells: (string | number)[] }>,
): AsyncGenerator<(string | number)[]> {
  for await (const row of rows) yield row.cells;
}

/**
 * `merchant/export`: the shop's orders placed, statement lines or profit records written in a
 * period of the platform's calendar, oldest first, as a CSV file: the figures of the screens (an
 * order's goods, freight, vouchers, refunds, wholesale, income and profit are the domain's
 * `orderEconomics`, as on the order's page; statement and profit rows are the stored ones),
 * amounts in the platform's currency as they moved, times on the platform's calendar, texts in the
 * request's language. A period the domain's `validateExportPeriod` refuses changes nothing.
 */
export async function exportCsv(
  context: ExportContext,
  query: QueryOf<typeof merchantExport.csv>,
): Promise<CsvDownload> {
  const period = { from: query.from, to: query.to };
  const check = validateExportPeriod(period);
  if (!check.ok) {
    throw new DomainError(check.code, { field: check.field ?? 'from', ...check.details });
  }
  const range = exportRange(period, context.timeZone);
  const currency = await baseCurrency(context.db);
  const header = COLUMNS[query.kind].map(([key, money]) => {
    const label = context.translator.t(context.language, `merchant:export.column.${key}`);
    return money ? `${label} (${currency})` : label;
  });
  const rows =
    query.kind === 'orders'
      ? orderRows(context, range)
      : query.kind === 'bill'
        ? billRows(context, range)
        : profitRows(context, range);
  return { filename: exportFileName(query.kind, period), header, rows: cellsOf(rows) };
}
