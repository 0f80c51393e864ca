import { GOODS_STATUSES, goodsStatusKey, type GoodsStatus } from '../merchant/goods.js';
import type { StatusTone } from './status-tone.js';

/**
 * Whether a listed thing is shown (`normal`) or put away (`hidden`): the wire status of a shop's
 * goods, the platform's market goods, a category, a banner, a top-up account, a voucher (stopped
 * when hidden) and a goods a user kept (a favourite or footprint, off sale when hidden). The same
 * two values as a goods status.
 */
export const VISIBILITIES = GOODS_STATUSES;

/** A visibility. */
export type Visibility = GoodsStatus;

/** What carries a visibility, each with its own words for it. */
export const VISIBILITY_SUBJECTS = [
  'goods',
  'market_goods',
  'category',
  'banner',
  'recharge_account',
  'voucher',
  'kept_goods',
] as const;

/** A thing that carries a visibility. */
export type VisibilitySubject = (typeof VISIBILITY_SUBJECTS)[number];

/** The chip tone of a visibility: shown is green (live), hidden grey (put away). */
export function visibilityTone(visibility: Visibility): StatusTone {
  switch (visibility) {
    case 'normal':
      return 'green';
    case 'hidden':
      return 'grey';
    default:
      return visibility satisfies never;
  }
}

/**
 * The i18n key of a visibility in the words of what carries it: goods are "On sale" or "In
 * warehouse", market goods "On the market" or "Hidden", categories and banners "Shown" or
 * "Hidden", top-up accounts "Enabled" or "Disabled", vouchers "Active" or "Stopped", goods a user
 * kept "On sale" or "No longer on sale".
 */
export function visibilityKey(subject: VisibilitySubject, visibility: Visibility): string {
  switch (subject) {
    case 'goods':
      return goodsStatusKey(visibility);
    case 'market_goods':
      return `admin:market.status.${visibility}`;
    case 'category':
    case 'banner':
      return `admin:status.${visibility}`;
    case 'recharge_account':
      return visibility === 'normal'
        ? 'admin:recharge_accounts.enabled'
        : 'admin:recharge_accounts.disabled';
    case 'voucher':
      return visibility === 'normal' ? 'common:voucher.active' : 'common:voucher.stopped';
    case 'kept_goods':
      return visibility === 'normal' ? 'user:kept.on_sale' : 'user:kept.off_sale';
    default:
      return subject satisfies never;
  }
}

/**
 * The state of the books' last reconciliation (`adminFinance` ledger check): `never` run, `ok`,
 * `failed` (it found differences), `unfinished` (it started and did not end).
 */
export const LEDGER_CHECK_STATES = ['never', 'ok', 'failed', 'unfinished'] as const;

/** A ledger check state. */
export type LedgerCheckState = (typeof LEDGER_CHECK_STATES)[number];

/** The chip tone of a ledger check: reconciled green, differences red, unfinished orange, never grey. */
export function ledgerCheckTone(state: LedgerCheckState): StatusTone {
  switch (state) {
    case 'never':
      return 'grey';
    case 'ok':
      return 'green';
    case 'failed':
      return 'red';
    case 'unfinished':
      return 'orange';
    default:
      return state satisfies never;
  }
}

/** The i18n key of a ledger check state (`admin:books.state.ok`). */
export function ledgerCheckKey(state: LedgerCheckState): string {
  return `admin:books.state.${state}`;
}
