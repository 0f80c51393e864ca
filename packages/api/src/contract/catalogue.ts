import Type, { type Static } from 'typebox';
import { Id, Money, Timestamp } from './schemas.js';

/** A count (0 or more). */
const Count = Type.Integer({ minimum: 0 });

/** A shop's credit score out of 5, two decimals (`"4.90"`). */
export const Rating = Type.String({ pattern: '^\\d\\.\\d{2}$' });

/** A goods in a list (search, home zones, a shop's goods). */
export const GoodsCard = Type.Object({
  id: Id,
  shop_id: Id,
  /** The platform category (a second-level one). */
  category_id: Id,
  title: Type.String(),
  /** An image URL (`/uploads/...`). */
  image: Type.String(),
  /** The lowest SKU price. */
  price: Money,
  /** The struck-through list price. */
  market_price: Money,
  /** Units sold, all time. */
  sales: Count,
  createtime: Timestamp,
});
/** The goods card type. */
export type GoodsCard = Static<typeof GoodsCard>;

/** A shop in a list (search by shop, star merchants, followed shops) and a goods page's shop. */
export const ShopCard = Type.Object({
  id: Id,
  shopname: Type.String(),
  /** The logo URL. */
  avatar: Type.String(),
  /** The storefront banner URL. */
  image: Type.String(),
  description: Type.String(),
  city: Type.String(),
  score: Rating,
  /** Followers. */
  fans: Count,
  /** Goods on sale. */
  goods_count: Count,
  /** Shown among the home page's star merchants. */
  is_star: Type.Boolean(),
});
/** The shop card type. */
export type ShopCard = Static<typeof ShopCard>;

const categoryProperties = {
  id: Id,
  /** The parent's id, 0 for a top level. */
  pid: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  /** An icon URL, '' for none. */
  image: Type.String(),
};

/** A second-level category: its `childlist` is always empty (two levels). */
export const CategoryChild = Type.Object({ ...categoryProperties, childlist: Type.Tuple([]) });
/** A top-level category with its children (platform categories and a shop's own). */
export const CategoryNode = Type.Object({
  ...categoryProperties,
  childlist: Type.Array(CategoryChild),
});
/** The category node type. */
export type CategoryNode = Static<typeof CategoryNode>;

/** `{ list }`: the category tree (common/categorys, shop/categorys). */
export const CategoryTree = Type.Object({ list: Type.Array(CategoryNode) });

/** A banner: an image and the app path it opens (`/goods/12`, '' for none). */
export const Banner = Type.Object({
  id: Id,
  title: Type.String(),
  image: Type.String(),
  url: Type.String(),
});
/** The Banner type. */
export type Banner = Static<typeof Banner>;

/**
 * The currency shown for an interface language (`displayed = stored / rate`; English `$`, rate
 * `"1"`). `rate` is a decimal string without trailing zeros (`"0.1389"`).
 */
export const CurrencyItem = Type.Object({
  language: Type.String(),
  /** ISO 4217, for display. */
  code: Type.String(),
  symbol: Type.String(),
  rate: Type.String({ pattern: '^\\d+(\\.\\d+)?$' }),
});
/** The CurrencyItem type. */
export type CurrencyItem = Static<typeof CurrencyItem>;

/** A review as shown on a goods page. `reply` is the shop's answer ('' for none). */
export const CommentItem = Type.Object({
  id: Id,
  goods_id: Id,
  user: Type.Object({ id: Id, nickname: Type.String(), avatar: Type.String() }),
  /** 1 to 5 stars. */
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  images: Type.Array(Type.String()),
  /** The SKU reviewed (`"Black,128GB"`), '' without specs. */
  difference: Type.String(),
  reply: Type.String(),
  replytime: Type.Union([Timestamp, Type.Null()]),
  createtime: Timestamp,
});
/** The review type. */
export type CommentItem = Static<typeof CommentItem>;

/** Review counts by tab (all, good 4-5, pertinent 3, poor 1-2) and the share of good ones. */
export const CommentSummary = Type.Object({
  total: Count,
  good: Count,
  pertinent: Count,
  poor: Count,
  /** Good reviews as a whole percentage of all (`"96"`), `"100"` without reviews. */
  rate: Type.String({ pattern: '^\\d{1,3}$' }),
});
/** The CommentSummary type. */
export type CommentSummary = Static<typeof CommentSummary>;

/** A goods specification: its name and values (`{ name: 'Colour', items: ['Red', 'Blue'] }`). */
export const SpecItem = Type.Object({ name: Type.String(), items: Type.Array(Type.String()) });

/** One SKU: the spec values it stands for (comma-joined in spec order), its price and stock. */
export const SkuItem = Type.Object({
  id: Id,
  /** `"Red,XL"`, '' for a goods without specs. */
  difference: Type.String(),
  /** The SKU's own picture (the chosen colour); '' when the goods' pictures stand for it. */
  image: Type.String(),
  price: Money,
  market_price: Money,
  stock: Count,
  sales: Count,
});
/** The SkuItem type. */
export type SkuItem = Static<typeof SkuItem>;

/** A goods page (goods/detail). */
export const GoodsDetail = Type.Object({
  ...GoodsCard.properties,
  images: Type.Array(Type.String()),
  description: Type.String(),
  /** The long description, plain-text paragraphs. */
  content: Type.String(),
  /** Express fee per order line. */
  freight: Money,
  /** Units sold in paid orders of the last 30 days. */
  monthly_sales: Count,
  views: Count,
  /** Stock of every SKU together. */
  stock: Count,
  spec: Type.Array(SpecItem),
  sku: Type.Array(SkuItem),
  /** True when the caller keeps this goods among their favourites (false for a visitor). */
  is_follow: Type.Boolean(),
  shop: ShopCard,
  /** The review counts and the latest reviews (up to 3). */
  comment: Type.Object({ ...CommentSummary.properties, list: Type.Array(CommentItem) }),
});
/** The goods page type. */
export type GoodsDetail = Static<typeof GoodsDetail>;

/** The couple-shop partner shown on a shop page. */
export const CoupleShop = Type.Object({ id: Id, shopname: Type.String(), avatar: Type.String() });
/** The CoupleShop type. */
export type CoupleShop = Static<typeof CoupleShop>;

/** A shop page (shop/detail). */
export const ShopDetail = Type.Object({
  ...ShopCard.properties,
  /** The owner's user id: the chat partner (`/chat/<user_id>`). */
  user_id: Id,
  keywords: Type.String(),
  bio: Type.String(),
  /** Storefront and goods page views (rolled up about every minute). */
  visitors: Count,
  /** Paid orders, all time. */
  orders_count: Count,
  /** Favourites of the shop's goods. */
  collect: Count,
  /** True when the caller follows the shop (false for a visitor). */
  is_follow: Type.Boolean(),
  /** The bound couple-shop partner, null without one. */
  couple: Type.Union([CoupleShop, Type.Null()]),
  createtime: Timestamp,
});
/** The shop page type. */
export type ShopDetail = Static<typeof ShopDetail>;

/** The review tabs (domain `COMMENT_TABS`): all, good (4-5 stars), pertinent (3), poor (1-2). */
export const CommentTab = Type.Enum(['all', 'good', 'pertinent', 'poor'], { default: 'all' });

/**
 * A goods list's sort key: `all` (recommended: featured first, then units sold), `sale` (units
 * sold), `new` (listing time), `price` (lowest SKU price).
 */
export const GoodsOrder = Type.Enum(['all', 'sale', 'new', 'price'], { default: 'all' });

/** A sort direction. */
export const SortDirection = Type.Enum(['desc', 'asc'], { default: 'desc' });
