import type { BodyOf, Cart as WireCart, cart as cartArea } from '@bazaar/api/contract';
import {
  DomainError,
  cartReducer,
  computeCart,
  mergeCarts,
  type Cart,
  type CartAction,
  type CartLineRef,
  type CartShopInput,
  type CartSku,
} from '@bazaar/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { carts, goodsFavourites } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { loadSkuFacts, requireOnSale, type SkuFacts } from './sku-facts.js';

/** The body of `cart/storage`. */
export type StorageRequest = BodyOf<typeof cartArea.storage>;

/** Names the advisory lock that serialises changes to one user's cart (with the user id). */
const CART_LOCK = 727_465_101;

/** A stored cart line. */
interface StoredLine {
  readonly skuId: number;
  readonly goodsId: number;
  readonly shopId: number;
  readonly number: number;
  readonly checked: boolean;
}

/** The `sku` of a cart line: id, today's price and the specification values. */
function cartSku(fact: SkuFacts): CartSku {
  return {
    id: fact.skuId,
    price: fact.price,
    difference: fact.difference === '' ? [] : fact.difference.split(','),
  };
}

/** A cart built from lines and the database's facts (shop, title, image, today's price). */
function buildCart(
  lines: readonly StoredLine[],
  facts: ReadonlyMap<number, SkuFacts>,
  operate = false,
): Cart {
  const shops = new Map<
    number,
    CartShopInput & { products: CartShopInput['products'][number][] }
  >();
  for (const line of lines) {
    const fact = facts.get(line.skuId);
    if (!fact) continue;
    let shop = shops.get(fact.shopId);
    if (!shop) {
      shop = { shop_id: fact.shopId, shop_name: fact.shopname, products: [] };
      shops.set(fact.shopId, shop);
    }
    shop.products.push({
      goods_id: fact.goodsId,
      sku_id: fact.skuId,
      title: fact.title,
      image: fact.image,
      sku: cartSku(fact),
      number: line.number,
      checked: line.checked,
    });
  }
  return computeCart([...shops.values()], operate);
}

async function storedLines(db: Database, userId: number): Promise<StoredLine[]> {
  return db
    .select({
      skuId: carts.skuId,
      goodsId: carts.goodsId,
      shopId: carts.shopId,
      number: carts.number,
      checked: carts.checked,
    })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(carts.id);
}

/** The domain's cart as the contract's (the same fields; the domain's lists are read-only). */
export function wireCart(cart: Cart): WireCart {
  return {
    ...cart,
    list: cart.list.map((shop) => ({
      ...shop,
      products: shop.products.map((product) => ({
        ...product,
        sku: {
          id: product.sku.id,
          price: product.sku.price,
          ...(product.sku.difference ? { difference: [...product.sku.difference] } : {}),
        },
      })),
    })),
  };
}

/** The user's cart as stored, at today's prices. */
export async function loadCart(db: Database, userId: number): Promise<Cart> {
  const lines = await storedLines(db, userId);
  return buildCart(
    lines,
    await loadSkuFacts(
      db,
      lines.map((line) => line.skuId),
    ),
  );
}

function linesOf(cart: Cart): StoredLine[] {
  return cart.list.flatMap((shop) =>
    shop.products.map((product) => ({
      skuId: product.sku_id,
      goodsId: product.goods_id,
      shopId: shop.shop_id,
      number: product.number,
      checked: product.checked,
    })),
  );
}

/** Writes `next` over the stored cart: deletes the lines that went, upserts the others. */
async function saveCart(tx: Database, userId: number, next: Cart, now: number): Promise<void> {
  const lines = linesOf(next);
  const kept = lines.map((line) => line.skuId);
  await tx
    .delete(carts)
    .where(
      kept.length > 0
        ? and(eq(carts.userId, userId), notInArray(carts.skuId, kept))
        : eq(carts.userId, userId),
    );
  for (const line of lines) {
    await tx
      .insert(carts)
      .values({ userId, ...line, createtime: now, updatetime: now })
      .onConflictDoUpdate({
        target: [carts.userId, carts.skuId],
        set: { number: line.number, checked: line.checked, updatetime: now },
        setWhere: sql`${carts.number} <> ${line.number} or ${carts.checked} <> ${line.checked}`,
      });
  }
}

/** Locks the user's cart until the transaction ends (concurrent changes apply one after the other). */
async function lockCart(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
}

function requireRef(request: StorageRequest): CartLineRef {
  if (request.goods_id === undefined) throw new DomainError('bad_request', { field: 'goods_id' });
  if (request.sku_id === undefined) throw new DomainError('bad_request', { field: 'sku_id' });
  return { goods_id: request.goods_id, sku_id: request.sku_id };
}

function lineNumber(cart: Cart, ref: CartLineRef): number {
  for (const shop of cart.list) {
    const line = shop.products.find((p) => p.goods_id === ref.goods_id && p.sku_id === ref.sku_id);
    if (line) return line.number;
  }
  return 0;
}

/**
 * Applies a cart action to the user's stored cart in one transaction (the domain's `cartReducer`
 * on the cart at today's prices) and saves the result. After `add` and `bcadd` the line must stay
 * within its stock (`out_of_stock`). `facts` adds SKUs not in the cart yet (the one being added).
 * Answers the cart before and after.
 */
export async function changeCart(
  db: Database,
  userId: number,
  action: CartAction,
  now: number,
  facts?: ReadonlyMap<number, SkuFacts>,
): Promise<{ before: Cart; after: Cart }> {
  return withTransaction(db, async (tx) => {
    await lockCart(tx, userId);
    const lines = await storedLines(tx, userId);
    const known = new Map(
      await loadSkuFacts(
        tx,
        lines.map((line) => line.skuId),
      ),
    );
    for (const [id, fact] of facts ?? []) known.set(id, fact);
    const before = buildCart(lines, known);
    const after = cartReducer(before, action);
    if (action.type === 'add' || action.type === 'bcadd') {
      const ref = action.type === 'add' ? action.goods : action;
      const stock = known.get(ref.sku_id)?.stock ?? 0;
      if (lineNumber(after, ref) > stock) throw new DomainError('out_of_stock', { stock });
    }
    await saveCart(tx, userId, after, now);
    return { before, after };
  });
}

/**
 * `cart/storage`: one of the spec's six changes. Shop, title, image and price come from the
 * database, never from the client; `follow` also adds the removed lines' goods to the favourites.
 */
export async function storeCart(
  db: Database,
  userId: number,
  request: StorageRequest,
  now: number,
): Promise<Cart> {
  switch (request.type) {
    case 'add': {
      const goods = request.goods ?? {
        ...requireRef(request),
        number: request.number ?? 1,
      };
      if (goods.number < 1) throw new DomainError('cart_number_invalid', { number: goods.number });
      const facts = await loadSkuFacts(db, [goods.sku_id]);
      const fact = requireOnSale(facts, goods);
      const { after } = await changeCart(
        db,
        userId,
        {
          type: 'add',
          goods: {
            shop_id: fact.shopId,
            shop_name: fact.shopname,
            goods_id: fact.goodsId,
            sku_id: fact.skuId,
            title: fact.title,
            image: fact.image,
            sku: cartSku(fact),
            number: goods.number,
          },
        },
        now,
        facts,
      );
      return after;
    }
    case 'bcadd':
    case 'bcsub':
      return (await changeCart(db, userId, { type: request.type, ...requireRef(request) }, now))
        .after;
    case 'del':
      return (
        await changeCart(
          db,
          userId,
          { type: 'del', ...(request.data ? { lines: request.data } : {}) },
          now,
        )
      ).after;
    case 'follow':
      return withTransaction(db, async (tx) => {
        const { before, after } = await changeCart(
          tx,
          userId,
          { type: 'follow', ...(request.data ? { lines: request.data } : {}) },
          now,
        );
        const remaining = new Set(linesOf(after).map((line) => line.skuId));
        const moved = [
          ...new Set(
            linesOf(before)
              .filter((line) => !remaining.has(line.skuId))
              .map((line) => line.goodsId),
          ),
        ];
        if (moved.length > 0) {
          await tx
            .insert(goodsFavourites)
            .values(moved.map((goodsId) => ({ userId, goodsId, createtime: now })))
            .onConflictDoNothing();
        }
        return after;
      });
    case 'empty':
      return (await changeCart(db, userId, { type: 'empty' }, now)).after;
    default:
      return request.type satisfies never;
  }
}

/**
 * `cart/synchro`: merges a visitor's local cart into the stored one with the domain's
 * `mergeCarts`. Only goods, sku, quantity and tick are taken from the client; the rest is read
 * from the database. Lines of goods that are gone, not on sale or out of stock are dropped (on both
 * sides), and a quantity above the stock is lowered to it.
 */
export async function synchroniseCart(
  db: Database,
  userId: number,
  local: Cart,
  now: number,
): Promise<Cart> {
  return withTransaction(db, async (tx) => {
    await lockCart(tx, userId);
    const stored = await storedLines(tx, userId);
    const localLines = local.list.flatMap((shop) => shop.products);
    const facts = await loadSkuFacts(tx, [
      ...stored.map((line) => line.skuId),
      ...localLines.map((line) => line.sku_id),
    ]);
    const sellable = (skuId: number, goodsId: number) => {
      const fact = facts.get(skuId);
      return fact !== undefined && fact.goodsId === goodsId && fact.onSale && fact.stock > 0;
    };
    const server = buildCart(stored, facts);
    const visitor = buildCart(
      localLines
        .filter((line) => sellable(line.sku_id, line.goods_id))
        .map((line) => {
          const fact = facts.get(line.sku_id) as SkuFacts;
          return {
            skuId: line.sku_id,
            goodsId: line.goods_id,
            shopId: fact.shopId,
            number: line.number,
            checked: line.checked,
          };
        }),
      facts,
    );
    const merged = linesOf(mergeCarts(server, visitor))
      .filter((line) => sellable(line.skuId, line.goodsId))
      .map((line) => ({
        ...line,
        number: Math.min(line.number, (facts.get(line.skuId) as SkuFacts).stock),
      }));
    const after = buildCart(merged, facts);
    await saveCart(tx, userId, after, now);
    return after;
  });
}

/** Removes the ordered lines from the user's cart (after a successful order), if present. */
export async function removeOrderedLines(
  tx: Database,
  userId: number,
  lines: readonly CartLineRef[],
  now: number,
): Promise<void> {
  if (lines.length === 0) return;
  const present = await tx
    .select({ skuId: carts.skuId })
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        inArray(
          carts.skuId,
          lines.map((line) => line.sku_id),
        ),
      ),
    );
  if (present.length === 0) return;
  await changeCart(tx, userId, { type: 'ordered', lines }, now);
}
