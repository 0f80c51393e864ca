import type {
  AdminApplication,
  AdminMarketGoods,
  ResponseOf,
  SessionAnswer,
  admin,
  adminFinance,
} from '@bazaar/api/contract';
import { sessionAnswer } from './fixtures.js';
import { refundInfo as buyerRefundInfo, refundItem } from './order-fixtures.js';
import { rechargeRecord, withdrawRecord } from './wallet-fixtures.js';

type PageItem<E> = ResponseOf<E> extends { data: (infer T)[] } ? T : never;

/** The answer of a platform operator's login (`role: 'operator'`, no shop). */
export function operatorSession(): SessionAnswer {
  return sessionAnswer('operator-token', {
    id: 1,
    username: 'admin',
    nickname: 'Operator',
    role: 'operator',
  });
}

export { page } from './fixtures.js';

/** A page whose `total` is `total` (the dashboard's counts read one item a page). */
export function totalOf(total: number) {
  return { total, per_page: 1, current_page: 1, last_page: Math.max(total, 1), data: [] };
}

const buyer = { id: 7, username: 'buyer', nickname: 'Ann' };

/** A submitted merchant application. */
export function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 31,
    verify: 2,
    name: 'Ann Lee',
    id_type: 'passport',
    number: 'P1234567',
    mobile: '+81 90 1234 5678',
    email: 'ann@example.com',
    shopname: 'Ann Tea',
    bio: 'Green teas from Uji',
    image: '/uploads/id.png',
    avatar: '/uploads/logo.png',
    refuse_reason: '',
    shop_id: 0,
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    reviewtime: null,
    user: buyer,
    ...overrides,
  };
}

/** A pending top-up of 1250.50, with the buyer who asked for it. */
export function recharge(
  overrides: Partial<PageItem<typeof adminFinance.recharges>> = {},
): PageItem<typeof adminFinance.recharges> {
  return {
    ...rechargeRecord({
      id: 41,
      money: '1250.50',
      order_no: 'TX-998877',
      image: '/uploads/transfer.png',
    }),
    user: buyer,
    ...overrides,
  };
}

/** A pending withdrawal of 300.00 to a bank account, with the buyer who asked for it. */
export function withdraw(
  overrides: Partial<PageItem<typeof adminFinance.withdraws>> = {},
): PageItem<typeof adminFinance.withdraws> {
  return {
    ...withdrawRecord({
      id: 51,
      money: '300.00',
      handlingfee: '3.00',
      taxes: '15.00',
      payout: '285.00',
      type: 'bank',
      account: '6222 0000 1111',
      name: 'Ann Lee',
      bank_name: 'Kyoto Bank',
      address: 'Shijo branch',
    }),
    user: buyer,
    ...overrides,
  };
}

/** A refund of a dented tin awaiting the platform (state 3): the seller refused it. */
export function refund(
  overrides: Partial<PageItem<typeof adminFinance.refunds>> = {},
): PageItem<typeof adminFinance.refunds> {
  const buyers = refundItem();
  return {
    ...refundItem({
      id: 61,
      shop_id: 2,
      images: ['/uploads/broken.png'],
      refund_content: 'The tin arrived dented',
      refuse_reason: 'Dented in transit, not our fault',
      state: 3,
      goods: { ...buyers.goods, id: 81, difference: '100 g' },
    }),
    user: buyer,
    ...overrides,
  };
}

/** A refund with its steps: the buyer's request, then the seller's refusal. */
export function refundInfo(
  overrides: Partial<ResponseOf<typeof adminFinance.refundInfo>> = {},
): ResponseOf<typeof adminFinance.refundInfo> {
  const request = buyerRefundInfo().log[0]!;
  return {
    ...refund(),
    order: { id: 501, order_no: 'B202401010001', state: 5 },
    max_money: '25.00',
    whole_line: false,
    log: [
      { ...request, content: 'The tin arrived dented' },
      {
        ...request,
        actor: 'seller',
        action: 'reject',
        username: 'teahouse',
        state: 2,
        content: 'Dented in transit, not our fault',
        createtime: 1_700_003_600,
      },
    ],
    actions: ['approve', 'reject'],
    ...overrides,
  };
}

/** A wholesale market goods with two SKUs. */
export function marketGoods(overrides: Partial<AdminMarketGoods> = {}): AdminMarketGoods {
  return {
    id: 71,
    category_id: 22,
    title: 'Jasmine tea',
    image: '/uploads/jasmine.png',
    images: ['/uploads/jasmine.png'],
    description: 'Spring harvest',
    spec: [{ name: 'Weight', items: ['100 g', '250 g'] }],
    i18n: {},
    freight: '5.00',
    wholesale_price: '8.00',
    retail_price: '12.00',
    status: 'normal',
    skus: [
      { id: 701, difference: '100 g', wholesale_price: '8.00', retail_price: '12.00', stock: 40 },
      { id: 702, difference: '250 g', wholesale_price: '18.00', retail_price: '26.00', stock: 10 },
    ],
    listed: 3,
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    ...overrides,
  };
}

type CategoryNode = ResponseOf<typeof admin.categories>['list'][number];
type Category = CategoryNode['childlist'][number];

/** A category. */
export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: 22,
    pid: 2,
    name: 'Green tea',
    image: '',
    weigh: 0,
    status: 'normal',
    i18n: {},
    goods_count: 4,
    ...overrides,
  };
}

/** The category tree: Tea (Green tea, Black tea) and Snacks (no children). */
export function categoryTree(): CategoryNode[] {
  return [
    {
      ...category({ id: 2, pid: 0, name: 'Tea', goods_count: 0, weigh: 10 }),
      childlist: [
        category(),
        category({ id: 23, name: 'Black tea', goods_count: 0, status: 'hidden' }),
      ],
    },
    { ...category({ id: 3, pid: 0, name: 'Snacks', goods_count: 0 }), childlist: [] },
  ];
}

/** A banner of the home carousel. */
export function banner(
  overrides: Partial<ResponseOf<typeof admin.banners>['list'][number]> = {},
): ResponseOf<typeof admin.banners>['list'][number] {
  return {
    id: 91,
    position: 'home',
    title: 'Spring sale',
    image: '/uploads/spring.png',
    url: '/search',
    i18n: {},
    weigh: 5,
    status: 'normal',
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** The currency of a language. */
export function currency(
  overrides: Partial<ResponseOf<typeof admin.currencies>['list'][number]> = {},
): ResponseOf<typeof admin.currencies>['list'][number] {
  return {
    id: 1,
    language: 'en',
    code: 'USD',
    symbol: '$',
    rate: '1',
    updatetime: 1_700_000_000,
    ...overrides,
  };
}

/** A feedback waiting for the platform. */
export function feedbackItem(
  overrides: Partial<PageItem<typeof admin.feedback>> = {},
): PageItem<typeof admin.feedback> {
  return {
    id: 101,
    user: buyer,
    type: 'abnormal_function',
    content: 'The cart forgets my items',
    images: [],
    contact: 'ann@example.com',
    status: 'pending',
    hours_waited: 20,
    hours_left: 52,
    reply: '',
    handletime: null,
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** A report of a shop, waiting for the platform. */
export function complaint(
  overrides: Partial<PageItem<typeof admin.complaints>> = {},
): PageItem<typeof admin.complaints> {
  return {
    id: 111,
    user: buyer,
    type: 'shop',
    target_id: 2,
    target_name: 'Tea House',
    reason: 'Counterfeit goods',
    content: 'The tea is not from Uji',
    images: [],
    status: 'overdue',
    hours_waited: 80,
    hours_left: 0,
    reply: '',
    handletime: null,
    createtime: 1_700_000_000,
    ...overrides,
  };
}
