import type {
  ComplaintItem,
  FavouriteGoods,
  FeedbackItem,
  FollowedShop,
  FootprintGoods,
  MyCommentItem,
  ScoreLogItem,
  SignInCard,
} from '@bazaar/api/contract';
import { goodsCard, shopCard } from './fixtures.js';

/** 2026-03-18 12:00 UTC, the "now" of the account screens' tests. */
export const NOW_MS = Date.UTC(2026, 2, 18, 12);
/** {@link NOW_MS} in unix seconds. */
export const NOW = NOW_MS / 1000;
const DAY = 86_400;

/** A followed shop. */
export function followedShop(overrides: Partial<FollowedShop> = {}): FollowedShop {
  return { ...shopCard(), followtime: NOW - DAY, ...overrides };
}

/** A favourite goods, on sale. */
export function favouriteGoods(overrides: Partial<FavouriteGoods> = {}): FavouriteGoods {
  return { ...goodsCard(), status: 'normal', followtime: NOW - DAY, ...overrides };
}

/** A goods looked at, on sale, an hour before {@link NOW}. */
export function footprintGoods(overrides: Partial<FootprintGoods> = {}): FootprintGoods {
  return { ...goodsCard(), status: 'normal', updatetime: NOW - 3600, ...overrides };
}

/** The sign-in card on 2026-03-18: 2 days in a row, not signed today. */
export function signInCard(overrides: Partial<SignInCard> = {}): SignInCard {
  return {
    signed_today: false,
    consecutive: 2,
    today_bonus: 15,
    tomorrow_bonus: 20,
    score: 120,
    today: '2026-03-18',
    time_zone: 'UTC',
    bonus_table: [5, 10, 15, 20, 25, 30, 50],
    dates: ['2026-03-16', '2026-03-17'],
    ...overrides,
  };
}

/** A points change: the daily sign-in unless told. */
export function scoreLogItem(overrides: Partial<ScoreLogItem> = {}): ScoreLogItem {
  return {
    id: 1,
    type: 'signin',
    score: 10,
    before: 110,
    after: 120,
    memo: '',
    createtime: NOW - DAY,
    ...overrides,
  };
}

/** A feedback waiting to be handled. */
export function feedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: 1,
    type: 'abnormal_function',
    content: 'The cart does not open',
    images: [],
    contact: '',
    status: 'pending',
    reply: '',
    handletime: null,
    createtime: NOW - 3600,
    ...overrides,
  };
}

/** A report of a goods waiting to be handled. */
export function complaintItem(overrides: Partial<ComplaintItem> = {}): ComplaintItem {
  return {
    id: 1,
    type: 'goods',
    target_id: 11,
    target_name: 'Green tea',
    reason: 'counterfeit',
    content: 'Not the brand it says',
    images: [],
    status: 'pending',
    reply: '',
    handletime: null,
    createtime: NOW - 3600,
    ...overrides,
  };
}

/** A review the user wrote, 5 stars. */
export function myComment(overrides: Partial<MyCommentItem> = {}): MyCommentItem {
  return {
    id: 1,
    goods_id: 11,
    user: { id: 7, nickname: 'Buyer', avatar: '' },
    score: 5,
    content: 'Lovely tea',
    images: [],
    difference: '50 g,Tin',
    reply: '',
    replytime: null,
    createtime: NOW - DAY,
    goods: { id: 11, title: 'Green tea', image: '/uploads/tea.png' },
    ...overrides,
  };
}
