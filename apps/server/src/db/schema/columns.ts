import { bigint, customType, integer, numeric } from 'drizzle-orm/pg-core';

/**
 * A money amount: `NUMERIC(14,2)`, read and written as a decimal string (`"12.50"`), never a float.
 * Not null, `0.00` unless a default is given.
 */
export function moneyColumn(name: string) {
  return numeric(name, { precision: 14, scale: 2 }).notNull().default('0.00');
}

/** A nullable money amount (`NUMERIC(14,2)`), for prices that only some rows have. */
export function optionalMoneyColumn(name: string) {
  return numeric(name, { precision: 14, scale: 2 });
}

/** A point in time in unix seconds (`BIGINT`), the unit of the API's `createtime`, `paymenttime`... */
export function unixTimeColumn(name: string) {
  return bigint(name, { mode: 'number' });
}

/** An integer primary key drawn from an identity sequence. */
export function idColumn() {
  return integer('id').primaryKey().generatedByDefaultAsIdentity();
}

/**
 * A `bigint` primary key drawn from an identity sequence, for a table that grows by a row per event
 * (a page view) and whose ids never go on the wire; read as a number (exact to 2^53).
 */
export function bigIdColumn() {
  return bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Bytes (`BYTEA`). PGlite reads them as a `Uint8Array`, node-postgres as a `Buffer`: both become a
 * `Buffer` here, so services see one type whatever the driver.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
  toDriver(value) {
    return value;
  },
});
