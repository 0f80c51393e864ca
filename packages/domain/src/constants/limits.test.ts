import { describe, expect, it } from 'vitest';
import { COUNTRY_DIAL_CODES, isKnownAreaCode } from './countries.js';
import {
  COPY_FEEDBACK_MS,
  DIALOG_DEFAULTS,
  FEEDBACK_HANDLING_HOURS,
  HEARTBEAT,
  HTTP_TIMEOUT_MS,
  PASSWORD_LENGTH,
  PERSISTED_STATE_PARTS,
  POPUP_Z_INDEX_START,
  RECONNECT_LIMIT,
  TOAST_DURATION_MS,
  USERNAME_LENGTH,
  acceptLanguage,
} from './limits.js';

describe('spec section 9 constants', () => {
  it.each([
    ['HTTP time-out', HTTP_TIMEOUT_MS, 50_000],
    ['toast', TOAST_DURATION_MS, 2000],
    ['copy feedback', COPY_FEEDBACK_MS, 1500],
    ['popup layer', POPUP_Z_INDEX_START, 2000],
    ['reconnect limit', RECONNECT_LIMIT, 3],
    ['feedback handling hours', FEEDBACK_HANDLING_HOURS, 72],
    ['username min', USERNAME_LENGTH.min, 3],
    ['username max', USERNAME_LENGTH.max, 12],
    ['password min', PASSWORD_LENGTH.min, 6],
    ['password max', PASSWORD_LENGTH.max, 12],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('heartbeat answers ping with pong', () => {
    expect(HEARTBEAT).toMatchObject({ ping: 'ping', pong: 'pong', intervalMs: 10_000 });
  });

  it('persists the six state parts and has the dialog defaults', () => {
    expect(PERSISTED_STATE_PARTS).toEqual(['app', 'category', 'cart', 'user', 'order', 'chat']);
    expect(DIALOG_DEFAULTS).toEqual({
      showCancel: false,
      showConfirm: true,
      overlay: true,
      closeOnPopState: true,
      closeOnOverlayClick: false,
    });
  });

  it.each([
    ['en', 'en,zh;q=0.9'],
    ['zh-cn', 'zh-cn,zh;q=0.9'],
    ['spa', 'spa,zh;q=0.9'],
  ])('Accept-Language for %s is %s', (language, expected) => {
    expect(acceptLanguage(language)).toBe(expected);
  });
});

describe('country dial codes', () => {
  it.each([
    ['cn', 86],
    ['hk', 852],
    ['mo', 853],
    ['tw', 886],
    ['jp', 81],
    ['kr', 82],
    ['us_ca', 1],
    ['th', 66],
    ['id', 62],
    ['my', 60],
    ['vn', 84],
    ['ru', 7],
    ['es', 34],
    ['pt', 351],
    ['br', 55],
    ['tr', 90],
    ['gb', 44],
  ])('%s dials %d', (id, areaCode) => {
    expect(COUNTRY_DIAL_CODES).toContainEqual({ id, nameKey: `common:country.${id}`, areaCode });
    expect(isKnownAreaCode(areaCode)).toBe(true);
  });

  it('has unique ids and codes, and refuses unknown codes', () => {
    expect(new Set(COUNTRY_DIAL_CODES.map((country) => country.id)).size).toBe(
      COUNTRY_DIAL_CODES.length,
    );
    expect(new Set(COUNTRY_DIAL_CODES.map((country) => country.areaCode)).size).toBe(
      COUNTRY_DIAL_CODES.length,
    );
    expect(isKnownAreaCode(999)).toBe(false);
  });
});
