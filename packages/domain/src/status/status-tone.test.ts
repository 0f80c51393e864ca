import { describe, expect, it } from 'vitest';
import {
  COUPLE_MOVES,
  COUPLE_STATES,
  coupleMoveKeys,
  coupleRoleKey,
  coupleStateTone,
} from '../couple/couple.js';
import {
  FEEDBACK_HANDLING_TABS,
  FEEDBACK_STATUSES,
  feedbackActions,
  feedbackHandlingTabKey,
  feedbackStatusKey,
  feedbackStatusTone,
  feedbackWaitKey,
} from '../feedback/feedback.js';
import {
  APPLICATION_STATES,
  REVIEWED_APPLICATION_STATES,
  applicationReviewKey,
  applicationStateKey,
  applicationStateTone,
  isReviewedApplicationState,
} from '../merchant/application.js';
import {
  GOODS_REFUND_STATUSES,
  REFUND_LOG_ACTIONS,
  REFUND_STATES,
  goodsRefundStatusTone,
  refundLogActorKey,
  refundLogStepKey,
  refundStateTone,
} from '../refund/refund-state.js';
import {
  WITHDRAW_STATUSES,
  financeReviewStatusKey,
  financeActions,
  financeStatus,
  financeStatusTone,
  withdrawStatusKey,
} from '../wallet/wallet.js';
import type { StatusTone } from './status-tone.js';
import {
  LEDGER_CHECK_STATES,
  VISIBILITIES,
  ledgerCheckKey,
  ledgerCheckTone,
  visibilityKey,
  visibilityTone,
} from './visibility.js';

const TONES: readonly StatusTone[] = ['orange', 'green', 'red', 'grey'];

describe('every status has one of the shared tones', () => {
  it.each([
    ['refund', REFUND_STATES, refundStateTone],
    ['goods refund', GOODS_REFUND_STATUSES, goodsRefundStatusTone],
    ['finance', WITHDRAW_STATUSES, financeStatusTone],
    ['application', APPLICATION_STATES, applicationStateTone],
    ['feedback', FEEDBACK_STATUSES, feedbackStatusTone],
    ['couple', COUPLE_STATES, coupleStateTone],
    ['visibility', VISIBILITIES, visibilityTone],
    ['ledger check', LEDGER_CHECK_STATES, ledgerCheckTone],
  ] as const)('%s', (_name, states, tone: (state: never) => StatusTone) => {
    for (const state of states) expect(TONES).toContain(tone(state as never));
  });
});

describe('refund states: rejected red, waiting orange, succeeded green, closed grey', () => {
  it.each([
    ['in_process', 'orange'],
    ['seller_agreed', 'orange'],
    ['seller_rejected', 'red'],
    ['platform_intervention', 'orange'],
    ['refund_succeeded', 'green'],
    ['closed', 'grey'],
    ['logistics_submitted', 'orange'],
  ] as const)('%s is %s', (state, tone) => {
    expect(refundStateTone(state)).toBe(tone);
  });
});

describe('refund log steps', () => {
  it.each(REFUND_LOG_ACTIONS.map((action) => [action]))('%s has its own label', (action) => {
    expect(refundLogStepKey({ action, state: 0 })).toBe(`refund:log.action.${action}`);
  });

  it.each([
    [0, 'refund:state.in_process'],
    [5, 'refund:state.closed'],
    [6, 'refund:state.logistics_submitted'],
  ])('an unknown action is labelled by the state it left (%d)', (state, key) => {
    expect(refundLogStepKey({ action: 'timeout', state })).toBe(key);
  });

  it('refuses an unknown state', () => {
    expect(() => refundLogStepKey({ action: 'timeout', state: 9 })).toThrow('unknown_state');
  });

  it('names who acted', () => {
    expect(refundLogActorKey('seller')).toBe('refund:log.actor.seller');
  });
});

describe('top-up and withdrawal statuses', () => {
  it.each([
    ['created', 'orange'],
    ['successed', 'green'],
    ['rejected', 'red'],
  ] as const)('%s is %s', (status, tone) => {
    expect(financeStatusTone(status)).toBe(tone);
    expect(withdrawStatusKey(status)).toBe(`wallet:withdraw_status.${status}`);
    expect(financeReviewStatusKey('recharge', status)).toBe(`admin:recharges.status.${status}`);
    expect(financeReviewStatusKey('withdraw', status)).toBe(`admin:withdraws.status.${status}`);
  });

  it.each([
    ['created', 'withdraw', 'buyer', 'wallet:withdraw_status.created', 'orange'],
    ['rejected', 'withdraw', 'buyer', 'wallet:withdraw_status.rejected', 'red'],
    ['successed', 'recharge', 'seller', 'wallet:withdraw_status.successed', 'green'],
    ['rejected', 'withdraw', 'seller', 'wallet:withdraw_status.rejected', 'red'],
    ['created', 'recharge', 'platform', 'admin:recharges.status.created', 'orange'],
    ['successed', 'recharge', 'platform', 'admin:recharges.status.successed', 'green'],
    ['successed', 'withdraw', 'platform', 'admin:withdraws.status.successed', 'green'],
    ['rejected', 'withdraw', 'platform', 'admin:withdraws.status.rejected', 'red'],
  ] as const)('%s %s for the %s: %s, %s', (status, kind, viewer, labelKey, tone) => {
    expect(financeStatus(status, kind, viewer)).toEqual({ labelKey, tone });
  });

  it.each([
    ['created', 'buyer', []],
    ['created', 'seller', []],
    ['created', 'platform', ['reject', 'approve']],
    ['successed', 'platform', []],
    ['rejected', 'platform', []],
  ] as const)('a %s request: the %s may %j', (status, viewer, actions) => {
    expect(financeActions(status, viewer)).toEqual(actions);
  });
});

describe('merchant application states', () => {
  it.each([
    ['qualifications', 'grey', false],
    ['shop_info', 'grey', false],
    ['submitted', 'orange', true],
    ['approved', 'green', true],
    ['rejected', 'red', true],
  ] as const)('%s is %s (reviewed: %s)', (state, tone, reviewed) => {
    expect(applicationStateTone(state)).toBe(tone);
    expect(applicationStateKey(state)).toBe(`merchant:apply.state.${state}`);
    expect(isReviewedApplicationState(state)).toBe(reviewed);
  });

  it('the platform reviews submitted, approved and rejected, the queue first', () => {
    expect(REVIEWED_APPLICATION_STATES).toEqual(['submitted', 'approved', 'rejected']);
    expect(applicationReviewKey('rejected')).toBe('admin:applications.tab.rejected');
  });
});

describe('feedback handling statuses', () => {
  it.each([
    ['pending', 'orange'],
    ['overdue', 'red'],
    ['handled', 'green'],
  ] as const)('%s is %s', (status, tone) => {
    expect(feedbackStatusTone(status)).toBe(tone);
    expect(feedbackStatusKey(status)).toBe(`user:feedback.status.${status}`);
  });

  it.each([
    ['pending', 'buyer', [], 'admin:handling.waited_left'],
    ['overdue', 'buyer', [], 'admin:handling.waited_overdue'],
    ['handled', 'buyer', [], 'admin:handling.handled_after'],
    ['pending', 'platform', ['reply'], 'admin:handling.waited_left'],
    ['overdue', 'platform', ['reply'], 'admin:handling.waited_overdue'],
    ['handled', 'platform', [], 'admin:handling.handled_after'],
  ] as const)('%s, the %s may %j (waited: %s)', (status, viewer, actions, waitKey) => {
    expect(feedbackActions(status, viewer)).toEqual(actions);
    expect(feedbackWaitKey(status)).toBe(waitKey);
  });

  it("the platform's tabs: its queue first", () => {
    expect(FEEDBACK_HANDLING_TABS.map(feedbackHandlingTabKey)).toEqual([
      'admin:handling.tab.open',
      'admin:handling.tab.pending',
      'admin:handling.tab.overdue',
      'admin:handling.tab.handled',
      'admin:handling.tab.all',
    ]);
  });
});

describe('couple states', () => {
  it.each([
    ['inviting', 'orange'],
    ['rejected', 'red'],
    ['agreed', 'green'],
    ['cancelled', 'grey'],
    ['revoked', 'grey'],
    ['dissolved', 'grey'],
  ] as const)('%s is %s', (state, tone) => {
    expect(coupleStateTone(state)).toBe(tone);
  });

  it.each([
    ['inviter', 'merchant:couple.role.inviter'],
    ['invitee', 'merchant:couple.role.invitee'],
  ] as const)('the %s side is labelled %s', (role, key) => {
    expect(coupleRoleKey(role)).toBe(key);
  });

  it('each shop move has its button and its question', () => {
    expect(COUPLE_MOVES.map(coupleMoveKeys)).toEqual(
      ['cancel', 'accept', 'reject', 'dissolve'].map((move) => ({
        labelKey: `merchant:couple.action.${move}`,
        confirmKey: `merchant:couple.confirm.${move}`,
      })),
    );
  });
});

describe('visibility: shown green, hidden grey, in the words of what carries it', () => {
  it.each([
    ['normal', 'green'],
    ['hidden', 'grey'],
  ] as const)('%s is %s', (visibility, tone) => {
    expect(visibilityTone(visibility)).toBe(tone);
  });
  it.each([
    ['goods', 'normal', 'merchant:goods.status.normal'],
    ['goods', 'hidden', 'merchant:goods.status.hidden'],
    ['market_goods', 'normal', 'admin:market.status.normal'],
    ['market_goods', 'hidden', 'admin:market.status.hidden'],
    ['category', 'normal', 'admin:status.normal'],
    ['banner', 'hidden', 'admin:status.hidden'],
    ['recharge_account', 'normal', 'admin:recharge_accounts.enabled'],
    ['recharge_account', 'hidden', 'admin:recharge_accounts.disabled'],
    ['voucher', 'normal', 'common:voucher.active'],
    ['voucher', 'hidden', 'common:voucher.stopped'],
    ['kept_goods', 'normal', 'user:kept.on_sale'],
    ['kept_goods', 'hidden', 'user:kept.off_sale'],
  ] as const)('%s %s is %s', (subject, visibility, key) => {
    expect(visibilityKey(subject, visibility)).toBe(key);
  });
});

describe('ledger checks: reconciled green, differences red, unfinished orange, never grey', () => {
  it.each([
    ['never', 'grey'],
    ['ok', 'green'],
    ['failed', 'red'],
    ['unfinished', 'orange'],
  ] as const)('%s is %s', (state, tone) => {
    expect(ledgerCheckTone(state)).toBe(tone);
    expect(ledgerCheckKey(state)).toBe(`admin:books.state.${state}`);
  });
});
