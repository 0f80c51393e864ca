import type { Cart as WireCart } from '@bazaar/api/contract';
import {
  DEFAULT_LANGUAGE,
  localizedDifference,
  translatedText,
  type LanguageCode,
} from '@bazaar/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goods } from '../../db/schema/index.js';

/**
 * The cart's goods titles and specification values in `language` (English where a goods has no
 * translation): one read of the goods' translations. The stored cart and the orders placed from it
 * keep the English texts; only the answer is translated.
 */
export async function cartInLanguage(
  db: Database,
  cart: WireCart,
  language: LanguageCode,
): Promise<WireCart> {
  const ids = [...new Set(cart.list.flatMap((shop) => shop.products.map((line) => line.goods_id)))];
  if (language === DEFAULT_LANGUAGE || ids.length === 0) return cart;
  const rows = await db
    .select({
      id: goods.id,
      spec: goods.spec,
      translation: sql<Record<string, unknown> | null>`${goods.i18n} -> ${language}::text`,
    })
    .from(goods)
    .where(inArray(goods.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ...cart,
    list: cart.list.map((shop) => ({
      ...shop,
      products: shop.products.map((line) => {
        const row = byId.get(line.goods_id);
        if (!row?.translation) return line;
        const title = translatedText(
          { [language]: row.translation as Record<string, string> },
          language,
          'title',
          line.title,
        );
        const difference = line.sku.difference;
        return {
          ...line,
          title,
          sku: {
            ...line.sku,
            ...(difference
              ? {
                  difference: localizedDifference(
                    difference.join(','),
                    row.spec,
                    row.translation['spec'],
                  ).split(','),
                }
              : {}),
          },
        };
      }),
    })),
  };
}
