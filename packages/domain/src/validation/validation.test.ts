import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import {
  isPasswordAdvised,
  validateCaptcha,
  validateConfirmPassword,
  validateLoginAttempt,
  validateLoginForm,
  validateNickname,
  validatePassword,
  validatePasswordChange,
  validateRegisterForm,
  validateUsername,
} from './account.js';
import {
  validateAddress,
  validateAddressSet,
  validateAvatarFile,
  validateOrderData,
  validateOrderSubmission,
  validateRefundForm,
  validateSelection,
} from './forms.js';
import { VALID, assertValid, firstInvalid, invalid, type ValidationResult } from './result.js';

const code = (result: ValidationResult) => (result.ok ? null : result.code);

describe('result helpers', () => {
  it('builds a refusal with its message key, field and details', () => {
    expect(invalid('insufficient_balance', 'money', { balance: '1.00' })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      messageKey: 'errors:insufficient_balance',
      field: 'money',
      details: { balance: '1.00' },
    });
    expect(invalid('order_data_empty')).toEqual({
      ok: false,
      code: 'order_data_empty',
      messageKey: 'errors:order_data_empty',
    });
  });

  it('firstInvalid keeps the order of the rules', () => {
    expect(firstInvalid(VALID, invalid('username_empty'), invalid('password_empty'))).toMatchObject(
      { code: 'username_empty' },
    );
    expect(firstInvalid()).toBe(VALID);
  });

  it('assertValid throws the refusal as a DomainError with the field', () => {
    expect(() => assertValid(VALID)).not.toThrow();
    try {
      assertValid(invalid('username_length', 'username', { min: 3 }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'username_length',
        details: { min: 3, field: 'username' },
      });
    }
    expect(() => assertValid(invalid('order_data_empty'))).toThrow(
      expect.objectContaining({ details: undefined }),
    );
  });
});

describe('username: not empty, 3 to 12 characters', () => {
  it.each([
    ['', 'username_empty'],
    ['   ', 'username_empty'],
    ['ab', 'username_length'],
    ['abc', null],
    ['  abc  ', null],
    ['abcdefghijkl', null],
    ['abcdefghijklm', 'username_length'],
    ['张三丰', null],
    ['张三', 'username_length'],
    ['😀😀😀', null],
    ['名字名字名字名字名字名字', null],
    ['名字名字名字名字名字名字名', 'username_length'],
  ])('%j -> %s', (username, expected) => {
    expect(code(validateUsername(username))).toBe(expected);
  });
});

describe('password: not empty, 6 to 12 characters', () => {
  it.each([
    ['', 'password_empty'],
    ['12345', 'password_length'],
    ['123456', null],
    ['      ', null],
    ['123456789012', null],
    ['1234567890123', 'password_length'],
  ])('%j -> %s', (password, expected) => {
    expect(code(validatePassword(password))).toBe(expected);
  });

  it.each([
    ['abc1234', true],
    ['abc123', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['пароль12', true],
  ])('advice for %j: %s', (password, expected) => {
    expect(isPasswordAdvised(password)).toBe(expected);
  });

  it.each([
    ['secret1', 'secret1', null],
    ['secret1', 'secret2', 'password_mismatch'],
    ['secret1', '', 'password_mismatch'],
  ])('confirm %j / %j -> %s', (password, confirm, expected) => {
    expect(code(validateConfirmPassword(password, confirm))).toBe(expected);
  });
});

describe('verification code and forms', () => {
  it.each([
    ['', 'captcha_empty'],
    [' ', 'captcha_empty'],
    ['a1b2', null],
  ])('captcha %j -> %s', (value, expected) => {
    expect(code(validateCaptcha(value))).toBe(expected);
  });

  it.each([
    [{ username: '', password: '' }, 'username_empty'],
    [{ username: 'alice', password: '' }, 'password_empty'],
    [{ username: 'alice', password: 'secret1' }, null],
  ])('login %j -> %s', (form, expected) => {
    expect(code(validateLoginForm(form))).toBe(expected);
  });

  it.each([
    [{ username: 'al', password: 'secret1', confirm: 'secret1', code: 'x' }, 'username_length'],
    [{ username: 'alice', password: 'short', confirm: 'short', code: 'x' }, 'password_length'],
    [
      { username: 'alice', password: 'secret1', confirm: 'secret2', code: 'x' },
      'password_mismatch',
    ],
    [{ username: 'alice', password: 'secret1', confirm: 'secret1', code: '' }, 'captcha_empty'],
    [{ username: 'alice', password: 'secret1', confirm: 'secret1', code: 'x' }, null],
  ])('register %j -> %s', (form, expected) => {
    expect(code(validateRegisterForm(form))).toBe(expected);
  });

  it.each([
    [
      { oldPassword: '', newPassword: 'secret1', confirm: 'secret1' },
      'password_empty',
      'oldpassword',
    ],
    [{ oldPassword: 'old', newPassword: 'new', confirm: 'new' }, 'password_length', 'newpassword'],
    [
      { oldPassword: 'old', newPassword: 'secret1', confirm: 'secret9' },
      'password_mismatch',
      'confirm',
    ],
    [{ oldPassword: 'old', newPassword: 'secret1', confirm: 'secret1' }, null, undefined],
  ])('password change %j -> %s', (form, expected, field) => {
    const result = validatePasswordChange(form);
    expect(code(result)).toBe(expected);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('logging in twice is refused', () => {
    expect(code(validateLoginAttempt(true))).toBe('already_logged_in');
    expect(validateLoginAttempt(false)).toBe(VALID);
  });
});

describe('refund form', () => {
  const form = { reason: 4, expressType: 1, type: 1, money: '10.00' };
  it.each([
    [{}, null],
    [{ reason: null }, 'refund_reason_required'],
    [{ reason: 7 }, 'refund_reason_required'],
    [{ reason: -1 }, 'refund_reason_required'],
    [{ expressType: null }, 'refund_goods_status_required'],
    [{ expressType: 2 }, 'refund_goods_status_required'],
    [{ type: null }, 'refund_type_required'],
    [{ type: 1, expressType: 0 }, 'refund_return_requires_received'],
    [{ type: 0, expressType: 0 }, null],
    [{ money: '25.00' }, null],
    [{ money: '25.01' }, 'refund_amount_exceeds_paid'],
    [{ money: '0' }, 'refund_amount_invalid'],
    [{ reason: null, money: '0' }, 'refund_reason_required'],
  ])('%j -> %s', (change, expected) => {
    expect(code(validateRefundForm({ ...form, ...change }, '25.00'))).toBe(expected);
  });
});

describe('orders', () => {
  it.each([
    [null, 'address_required'],
    [undefined, 'address_required'],
    [0, 'address_required'],
    [1.5, 'address_required'],
    [12, null],
  ])('address %j -> %s', (addressId, expected) => {
    expect(code(validateAddressSet(addressId))).toBe(expected);
  });

  it.each([
    [null, 'order_data_empty'],
    [undefined, 'order_data_empty'],
    [{ lists: [] }, 'order_data_empty'],
    [{ lists: [{}] }, null],
  ])('order data %j -> %s', (orderData, expected) => {
    expect(code(validateOrderData(orderData))).toBe(expected);
  });

  it.each([
    [null, null, 'address_required'],
    [3, null, 'order_data_empty'],
    [3, { lists: [{}] }, null],
  ])('submission with address %j and data %j -> %s', (addressId, orderData, expected) => {
    expect(code(validateOrderSubmission({ addressId, orderData }))).toBe(expected);
  });

  it.each([
    [0, 'select_item_first'],
    [1, null],
  ])('a selection of %d -> %s', (count, expected) => {
    expect(code(validateSelection(count))).toBe(expected);
  });
});

describe('avatar file', () => {
  it.each([
    ['me.jpg', undefined, null],
    ['me.JPEG', undefined, null],
    ['me.png', 'image/png', null],
    ['me.photo.jpg', 'image/jpeg', null],
    ['me.gif', undefined, 'avatar_format'],
    ['me.webp', 'image/webp', 'avatar_format'],
    ['me.png', 'image/gif', 'avatar_format'],
    ['png', undefined, 'avatar_format'],
    ['me.', undefined, 'avatar_format'],
    ['', undefined, 'avatar_format'],
  ])('%j (%s) -> %s', (name, mime, expected) => {
    expect(code(validateAvatarFile(name, mime))).toBe(expected);
  });
});

describe('address form', () => {
  const address = { name: 'Li Lei', mobile: '138 0013 8000', areaCode: 86, address: '1 Road' };
  it.each([
    [{}, null],
    [{ name: ' ' }, 'address_name_required'],
    [{ areaCode: null }, 'address_country_required'],
    [{ areaCode: 999 }, 'address_country_required'],
    [{ mobile: '1234' }, 'address_mobile_invalid'],
    [{ mobile: '12345' }, null],
    [{ mobile: '123456789012345' }, null],
    [{ mobile: '1234567890123456' }, 'address_mobile_invalid'],
    [{ mobile: '090-1234-5678' }, null],
    [{ mobile: '+8613800138000' }, 'address_mobile_invalid'],
    [{ mobile: '12--345' }, 'address_mobile_invalid'],
    [{ address: '' }, 'address_detail_required'],
  ])('%j -> %s', (change, expected) => {
    expect(code(validateAddress({ ...address, ...change }))).toBe(expected);
  });
});

describe('nickname: 1 to 20 characters, trimmed', () => {
  it.each([
    ['', 'nickname_length'],
    ['   ', 'nickname_length'],
    ['B', null],
    ['  Bella  ', null],
    ['abcdefghijklmnopqrst', null],
    ['abcdefghijklmnopqrstu', 'nickname_length'],
    ['名字名字名字名字名字名字名字名字名字名字', null],
    ['😀'.repeat(21), 'nickname_length'],
  ])('%j -> %s', (nickname, expected) => {
    expect(code(validateNickname(nickname))).toBe(expected);
  });

  it('names the field and the bounds', () => {
    expect(validateNickname('')).toMatchObject({
      field: 'nickname',
      details: { min: 1, max: 20 },
      messageKey: 'errors:nickname_length',
    });
  });
});
