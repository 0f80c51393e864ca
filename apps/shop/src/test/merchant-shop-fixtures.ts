import type {
  ConsoleStats,
  CoupleInvitation,
  MarketGoodsItem,
  MarketJob,
  MerchantApplication,
  MerchantGoodsInfo,
  MerchantGoodsItem,
  MerchantShop,
  SessionAnswer,
} from '@bazaar/api/contract';
import { sessionAnswer } from './fixtures.js';

/** The id of the fixtures' merchant's shop. */
export const SHOP_ID = 12;

/** A login answer of a merchant (`shop_auth` is the shop's id). */
export function merchantSession(token = 'token-1'): SessionAnswer {
  return sessionAnswer(token, { shop_auth: SHOP_ID, username: 'seller', nickname: 'Seller' });
}

/** A merchant application at `verify` 0 with the qualifications filled in. */
export function application(overrides: Partial<MerchantApplication> = {}): MerchantApplication {
  return {
    id: 3,
    verify: 0,
    name: 'Mia Chen',
    id_type: 'passport',
    number: 'P1234567',
    mobile: '+81 90 1234 5678',
    email: 'mia@example.com',
    shopname: '',
    bio: '',
    image: '/uploads/holder.png',
    avatar: '',
    refuse_reason: '',
    shop_id: 0,
    createtime: 1_700_000_000,
    updatetime: 1_700_000_600,
    reviewtime: null,
    ...overrides,
  };
}

/** The merchant's shop. */
export function merchantShop(overrides: Partial<MerchantShop> = {}): MerchantShop {
  return {
    id: SHOP_ID,
    shopname: 'Tea House',
    keywords: 'tea, leaves',
    description: 'Leaves from the hills',
    avatar: '/uploads/tea-house.png',
    image: '',
    bio: 'Leaves from the hills',
    city: 'Kyoto',
    score: '4.90',
    status: 'normal',
    visitors: 1520,
    fans: 120,
    goods_count: 12,
    orders_count: 87,
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** Console statistics of today: two hours with sales. */
export function consoleStats(overrides: Partial<ConsoleStats> = {}): ConsoleStats {
  const start = 1_700_006_400;
  return {
    period: 'today',
    time_zone: 'UTC',
    start,
    end: start + 86_400,
    sales: '1234.50',
    income: '800.00',
    orders: 9,
    visitors: 140,
    pending: 3,
    total_income: '15000.00',
    series: Array.from({ length: 24 }, (_, hour) => ({
      label: hour,
      start: start + hour * 3600,
      sales: hour === 9 ? '1000.00' : hour === 15 ? '234.50' : '0.00',
      income: '0.00',
      orders: hour === 9 ? 6 : hour === 15 ? 3 : 0,
      visitors: 5,
    })),
    ...overrides,
  };
}

/** A goods of the shop listed from the wholesale market, on sale. */
export function merchantGoods(overrides: Partial<MerchantGoodsItem> = {}): MerchantGoodsItem {
  return {
    id: 31,
    category_id: 21,
    title: 'Green tea',
    image: '/uploads/tea.png',
    price: '12.50',
    market_price: '15.00',
    status: 'normal',
    stock: 40,
    sales: 7,
    market_goods_id: 501,
    wholesale_price: '8.00',
    retail_price: '12.50',
    below_cost: false,
    stock_alert: null,
    low_stock: false,
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    ...overrides,
  };
}

/** A goods of the shop with two SKUs from the market (wholesale 8.00 and 9.00). */
export function goodsInfo(overrides: Partial<MerchantGoodsInfo> = {}): MerchantGoodsInfo {
  return {
    ...merchantGoods(),
    shop_category_id: null,
    description: 'Spring harvest.',
    content: '',
    images: ['/uploads/tea.png'],
    freight: '0.00',
    spec: [{ name: 'Size', items: ['100g', '250g'] }],
    skus: [
      {
        id: 301,
        difference: '100g',
        price: '12.50',
        market_price: '15.00',
        stock: 20,
        sales: 4,
        wholesale_price: '8.00',
        retail_price: '12.50',
        margin: '4.50',
        code: '',
        image: '',
        retired: false,
      },
      {
        id: 302,
        difference: '250g',
        price: '20.00',
        market_price: '24.00',
        stock: 20,
        sales: 3,
        wholesale_price: '9.00',
        retail_price: '19.90',
        margin: '11.00',
        code: '',
        image: '',
        retired: false,
      },
    ],
    ...overrides,
  };
}

/** A goods of the wholesale market, not listed by the shop. */
export function marketGoods(overrides: Partial<MarketGoodsItem> = {}): MarketGoodsItem {
  return {
    id: 501,
    category_id: 21,
    title: 'Oolong tea',
    image: '/uploads/oolong.png',
    description: 'Half-fermented leaves',
    freight: '5.00',
    wholesale_price: '8.00',
    retail_price: '12.50',
    stock: 200,
    is_listed: false,
    goods_id: null,
    ...overrides,
  };
}

/** The shop's list-all job, running. */
export function marketJob(overrides: Partial<MarketJob> = {}): MarketJob {
  return {
    id: 7,
    status: 'running',
    progress: 50,
    total: 200,
    listed: 40,
    error: null,
    createtime: 1_700_000_000,
    finishtime: null,
    ...overrides,
  };
}

/** A pending invitation the merchant's shop sent to another shop. */
export function coupleInvitation(overrides: Partial<CoupleInvitation> = {}): CoupleInvitation {
  return {
    id: 41,
    state: 'inviting',
    role: 'inviter',
    shop: { id: 15, shopname: 'Bakery', avatar: '/uploads/bakery.png' },
    actions: ['cancel'],
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    ...overrides,
  };
}
