import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods, goodsSkus, shops } from './catalogue.js';
import { idColumn, moneyColumn, optionalMoneyColumn, unixTimeColumn } from './columns.js';
import { addresses, users } from './users.js';

/** A logged-in user's cart: one line per SKU. */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    checked: boolean('checked').notNull().default(true),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('carts_user_sku_key').on(t.userId, t.skuId),
    check('carts_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * Orders, one per shop of a submission. `state` 1 pending payment, 2 pending shipment, 3 shipped,
 * 4 received (pending review), 5 after-sales, 6 completed, 7 cancelled or closed (API.md). The
 * receiver is copied from the address, so editing an address later does not rewrite history.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    state: smallint('state').notNull().default(1),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    addressName: text('address_name').notNull(),
    addressMobile: text('address_mobile').notNull(),
    addressCountry: text('address_country').notNull(),
    addressAreaCode: integer('address_area_code').notNull(),
    addressText: text('address_text').notNull(),
    remarks: text('remarks').notNull().default(''),
    couponId: integer('coupon_id').notNull().default(0),
    /** Who bears `discount`: '' (no voucher), 'shop' (its own voucher) or 'platform'. */
    voucherBy: text('voucher_by').notNull().default(''),
    /** Sum of price x number of the order's goods. */
    goodsTotal: moneyColumn('goods_total'),
    freight: moneyColumn('freight'),
    discount: moneyColumn('discount'),
    /** What the buyer pays: goods total + freight - discount. */
    total: moneyColumn('total'),
    /** What the buyer paid (set at payment). */
    payAmount: moneyColumn('pay_amount'),
    /** Wholesale cost of market goods the merchant paid at shipping. */
    wholesaleTotal: moneyColumn('wholesale_total'),
    /** Sum of succeeded refunds. */
    refundTotal: moneyColumn('refund_total'),
    expressName: text('express_name').notNull().default(''),
    expressNo: text('express_no').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
    paymenttime: unixTimeColumn('paymenttime'),
    delivertime: unixTimeColumn('delivertime'),
    taketime: unixTimeColumn('taketime'),
    dealtime: unixTimeColumn('dealtime'),
    canceltime: unixTimeColumn('canceltime'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_user_state_idx').on(t.userId, t.state, t.createtime),
    index('orders_shop_state_idx').on(t.shopId, t.state, t.createtime),
    index('orders_shipped_idx')
      .on(t.delivertime)
      .where(sql`${t.state} = 3`),
    check('orders_state_known', sql`${t.state} between 1 and 7`),
    check('orders_voucher_by_known', sql`${t.voucherBy} in ('', 'shop', 'platform')`),
    check(
      'orders_amounts_not_negative',
      sql`${t.goodsTotal} >= 0 and ${t.freight} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0 and ${t.payAmount} >= 0 and ${t.wholesaleTotal} >= 0 and ${t.refundTotal} >= 0`,
    ),
  ],
);

/**
 * The goods of an order, priced as they were when ordered. `refund_status` 0 not refunded,
 * 1 refunding, 2 awaiting return, 3 refund complete, 4 refund closed, 5 refund rejected.
 */
export const orderGoods = pgTable(
  'order_goods',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    difference: text('difference').notNull().default(''),
    price: moneyColumn('price'),
    marketPrice: moneyColumn('market_price'),
    /** Per unit, for goods listed from the market; null for the shop's own goods. */
    wholesalePrice: optionalMoneyColumn('wholesale_price'),
    retailPrice: optionalMoneyColumn('retail_price'),
    number: integer('number').notNull(),
    freight: moneyColumn('freight'),
    /** The line's share of the order's voucher discount (domain `allocateDiscount`). */
    discount: moneyColumn('discount'),
    /** What succeeded refunds of this line gave back to the buyer. */
    refunded: moneyColumn('refunded'),
    /** True once a return and refund of this line succeeded: the goods came back. */
    returned: boolean('returned').notNull().default(false),
    refundStatus: smallint('refund_status').notNull().default(0),
    refundId: integer('refund_id'),
    /** True once the buyer reviewed this line. */
    commented: boolean('commented').notNull().default(false),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    index('order_goods_goods_idx').on(t.goodsId),
    check('order_goods_number_positive', sql`${t.number} > 0`),
    check('order_goods_money_not_negative', sql`${t.discount} >= 0 and ${t.refunded} >= 0`),
    check('order_goods_refund_status_known', sql`${t.refundStatus} between 0 and 5`),
  ],
);

/**
 * One-time order submission tokens (`token` of order/getOrderGoodsList, spent by order/addOrder).
 * A spent token keeps the orders it created, so a repeated submission answers the same orders.
 */
export const orderSubmissionTokens = pgTable(
  'order_submission_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The goods list the token was issued for. */
    payload: jsonb('payload').notNull(),
    /** Order ids once spent, null while unused. */
    orderIds: integer('order_ids').array(),
    createtime: unixTimeColumn('createtime').notNull(),
    expiretime: unixTimeColumn('expiretime').notNull(),
    usedtime: unixTimeColumn('usedtime'),
  },
  (t) => [index('order_submission_tokens_user_idx').on(t.userId)],
);

/** Payments: one row per paid order (a payment of several orders shares a `pay_no`). */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    payNo: text('pay_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `balance` (wallet); other methods may come later. */
    type: text('type').notNull().default('balance'),
    amount: moneyColumn('amount'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    index('payments_pay_no_idx').on(t.payNo),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Refunds of one order line. `state` 0 in process, 1 seller agreed, 2 seller rejected, 3 platform
 * intervention, 4 succeeded, 5 closed, 6 return logistics submitted; `type` 0 refund only, 1 return
 * and refund; `reason` 0..6; `express_type` 0 not received, 1 received (API.md).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderGoodsId: integer('order_goods_id')
      .notNull()
      .references(() => orderGoods.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    money: moneyColumn('money'),
    type: smallint('type').notNull(),
    reason: smallint('reason').notNull(),
    expressType: smallint('express_type').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refundContent: text('refund_content').notNull().default(''),
    refuseReason: text('refuse_reason').notNull().default(''),
    state: smallint('state').notNull().default(0),
    expressName: text('express_name').notNull().default(''),
    expressNo: text('express_no').notNull().default(''),
    /** Wholesale cost returned to the merchant when the refund succeeded. */
    wholesaleRefund: moneyColumn('wholesale_refund'),
    /** A platform voucher's share returned to the platform when the refund succeeded. */
    voucherRefund: moneyColumn('voucher_refund'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
    completetime: unixTimeColumn('completetime'),
  },
  (t) => [
    index('refunds_user_state_idx').on(t.userId, t.state),
    index('refunds_shop_state_idx').on(t.shopId, t.state),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_one_open_per_line')
      .on(t.orderGoodsId)
      .where(sql`${t.state} in (0, 1, 2, 3, 6)`),
    check('refunds_money_positive', sql`${t.money} > 0`),
    check('refunds_state_known', sql`${t.state} between 0 and 6`),
    check('refunds_type_known', sql`${t.type} in (0, 1)`),
    check('refunds_reason_known', sql`${t.reason} between 0 and 6`),
    check('refunds_express_type_known', sql`${t.expressType} in (0, 1)`),
  ],
);

/** Every step of a refund: who acted (`buyer`, `seller`, `platform`, `system`) and the new state. */
export const refundLogs = pgTable(
  'refund_logs',
  {
    id: idColumn(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ['buyer', 'seller', 'platform', 'system'] }).notNull(),
    /** What the actor did: `apply`, `edit`, `agree`, `reject`, `ship_back`, `confirm_return`... */
    action: text('action').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    state: smallint('state').notNull(),
    content: text('content').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('refund_logs_refund_idx').on(t.refundId, t.createtime),
    check('refund_logs_actor_known', sql`${t.actor} in ('buyer', 'seller', 'platform', 'system')`),
  ],
);

/** Reviews of ordered goods (1-5 stars) and the shop's reply. */
export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** Null for reviews that came without an order (imported catalogue reviews). */
    orderId: integer('order_id').references(() => orders.id),
    orderGoodsId: integer('order_goods_id').references(() => orderGoods.id),
    difference: text('difference').notNull().default(''),
    score: smallint('score').notNull(),
    content: text('content').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reply: text('reply').notNull().default(''),
    replytime: unixTimeColumn('replytime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('comments_goods_idx').on(t.goodsId, t.score, t.createtime),
    index('comments_shop_idx').on(t.shopId, t.createtime),
    index('comments_user_idx').on(t.userId),
    uniqueIndex('comments_order_goods_key')
      .on(t.orderGoodsId)
      .where(sql`${t.orderGoodsId} is not null`),
    check('comments_score_range', sql`${t.score} between 1 and 5`),
  ],
);
