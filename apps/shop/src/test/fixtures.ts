import type {
  AppInfo,
  CommentItem,
  GoodsCard,
  GoodsDetail,
  SessionAnswer,
  ShopCard,
  UserInfo,
} from '@bazaar/api/contract';
import type { CartAddInput } from '@bazaar/domain';

/** A page of a paged list: `data` is page `currentPage` of `lastPage`, `total` as given. */
export function page<T>(data: readonly T[], currentPage = 1, lastPage = 1, total = data.length) {
  return {
    total,
    per_page: 10,
    current_page: currentPage,
    last_page: lastPage,
    data: [...data],
  };
}

/** A shopper's `userinfo` (no shop), with any field replaced. */
export function userinfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: 'buyer',
    nickname: 'Buyer',
    avatar: '',
    gender: 0,
    bio: '',
    line_account: '',
    money: '100.00',
    score: 0,
    shop_auth: 0,
    role: 'user',
    invite_code: 'INV7',
    createtime: 1_700_000_000,
    logintime: null,
    ...overrides,
  };
}

/** A login, register or refresh answer for `userinfo(overrides)` with `token`. */
export function sessionAnswer(
  token = 'token-1',
  overrides: Partial<UserInfo> = {},
  expiresIn = 7 * 24 * 3600,
): SessionAnswer {
  return {
    userinfo: { ...userinfo(overrides), token, expires_in: expiresIn },
    statistics: {
      order: { pay: 1, delive: 0, receiving: 0, evaluate: 0, customer: 0 },
      dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0 },
      notice: 0,
    },
  };
}

/** A goods line to add to the cart. */
export function goods(overrides: Partial<CartAddInput> = {}): CartAddInput {
  return {
    shop_id: 1,
    shop_name: 'Tea House',
    goods_id: 11,
    sku_id: 101,
    title: 'Green tea',
    image: '/uploads/tea.png',
    sku: { id: 101, price: '12.50' },
    number: 1,
    ...overrides,
  };
}

/** A captcha challenge as `GET /wanlshop/user/captcha` answers it. */
export function captcha(key = 'captcha-1') {
  return { key, image: `data:image/png;base64,${key}`, expires_in: 300 };
}

/** A goods of a list (search, home zones). */
export function goodsCard(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: 11,
    shop_id: 1,
    category_id: 21,
    title: 'Green tea',
    image: '/uploads/tea.png',
    price: '12.50',
    market_price: '15.00',
    sales: 40,
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** A shop of a list. */
export function shopCard(overrides: Partial<ShopCard> = {}): ShopCard {
  return {
    id: 1,
    shopname: 'Tea House',
    avatar: '/uploads/tea-house.png',
    image: '',
    description: 'Leaves from the hills',
    city: 'Kyoto',
    score: '4.90',
    fans: 120,
    goods_count: 12,
    is_star: true,
    ...overrides,
  };
}

/** The app's initial data (`common/info`), empty zones unless given. */
export function appInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    categorys: [],
    msgCount: 0,
    banners: [],
    currencyList: [{ language: 'en', code: 'USD', symbol: '$', rate: '1' }],
    otherBanners: [],
    shopList: [],
    curationGoods: [],
    discountGoods: [],
    newGoods: [],
    ...overrides,
  };
}

/** A goods page with two colours and two sizes (four SKUs), a review and its shop. */
export function goodsDetail(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  const sku = (id: number, difference: string, price: string, stock = 10) => ({
    id,
    difference,
    image: '',
    price,
    market_price: '15.00',
    stock,
    sales: 3,
  });
  return {
    ...goodsCard(),
    images: ['/uploads/tea-1.png', '/uploads/tea-2.png'],
    description: 'Spring harvest',
    content: 'Picked by hand.\nRoasted lightly.',
    freight: '0.00',
    monthly_sales: 2,
    views: 100,
    stock: 30,
    spec: [
      { name: 'Size', items: ['50 g', '100 g'] },
      { name: 'Pack', items: ['Tin', 'Bag'] },
    ],
    sku: [
      sku(101, '50 g,Tin', '12.50'),
      sku(102, '50 g,Bag', '11.00'),
      sku(103, '100 g,Tin', '22.00'),
      sku(104, '100 g,Bag', '20.00', 0),
    ],
    is_follow: false,
    shop: shopCard(),
    comment: {
      total: 5,
      good: 4,
      pertinent: 1,
      poor: 0,
      rate: '80',
      list: [commentItem()],
    },
    ...overrides,
  };
}

/** A review of goods 11. */
export function commentItem(overrides: Partial<CommentItem> = {}): CommentItem {
  return {
    id: 1,
    goods_id: 11,
    user: { id: 9, nickname: 'Ann', avatar: '' },
    score: 5,
    content: 'Lovely tea',
    images: [],
    difference: '50 g,Tin',
    reply: '',
    replytime: null,
    createtime: 1_700_000_000,
    ...overrides,
  };
}
