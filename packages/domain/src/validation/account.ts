import { NICKNAME_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from '../constants/limits.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from './result.js';

function length(value: string): number {
  // Characters as people count them (code points), so a CJK or emoji name is not counted double.
  return [...value].length;
}

/**
 * A username (spec section 5): not empty, 3 to 12 characters. Leading and trailing spaces are not
 * part of it (the server stores the trimmed name).
 */
export function validateUsername(username: string): ValidationResult {
  const value = username.trim();
  if (value === '') return invalid('username_empty', 'username');
  const size = length(value);
  if (size < USERNAME_LENGTH.min || size > USERNAME_LENGTH.max) {
    return invalid('username_length', 'username', USERNAME_LENGTH);
  }
  return VALID;
}

/** A password (spec section 5): not empty, 6 to 12 characters; spaces count. */
export function validatePassword(password: string, field = 'password'): ValidationResult {
  if (password === '') return invalid('password_empty', field);
  const size = length(password);
  if (size < PASSWORD_LENGTH.min || size > PASSWORD_LENGTH.max) {
    return invalid('password_length', field, PASSWORD_LENGTH);
  }
  return VALID;
}

/**
 * The spec's advice, not a rule: a good password mixes digits and letters and is longer than 6
 * characters. The form shows `user:password.advice` while this is false.
 */
export function isPasswordAdvised(password: string): boolean {
  return /\d/.test(password) && /\p{L}/u.test(password) && length(password) > PASSWORD_LENGTH.min;
}

/** The confirmation must equal the password (spec section 5). */
export function validateConfirmPassword(password: string, confirm: string): ValidationResult {
  return password === confirm ? VALID : invalid('password_mismatch', 'confirm');
}

/** A verification code must not be empty (spec section 5). */
export function validateCaptcha(code: string): ValidationResult {
  return code.trim() === '' ? invalid('captcha_empty', 'code') : VALID;
}

/** The login form: username then password. */
export function validateLoginForm(form: {
  readonly username: string;
  readonly password: string;
}): ValidationResult {
  return firstInvalid(validateUsername(form.username), validatePassword(form.password));
}

/** The registration form: username, password, confirmation, then the verification code. */
export function validateRegisterForm(form: {
  readonly username: string;
  readonly password: string;
  readonly confirm: string;
  readonly code: string;
}): ValidationResult {
  return firstInvalid(
    validateUsername(form.username),
    validatePassword(form.password),
    validateConfirmPassword(form.password, form.confirm),
    validateCaptcha(form.code),
  );
}

/**
 * A password change (`set_pwd/{type}` for the login or the payment password): the old one must be
 * given, the new one follows the password rule and its confirmation must match.
 */
export function validatePasswordChange(form: {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirm: string;
}): ValidationResult {
  return firstInvalid(
    form.oldPassword === '' ? invalid('password_empty', 'oldpassword') : VALID,
    validatePassword(form.newPassword, 'newpassword'),
    validateConfirmPassword(form.newPassword, form.confirm),
  );
}

/** Logging in while logged in is refused (spec section 5). */
export function validateLoginAttempt(isLoggedIn: boolean): ValidationResult {
  return isLoggedIn ? invalid('already_logged_in') : VALID;
}

/**
 * A nickname: 1 to 20 characters once leading and trailing spaces are dropped (the server stores
 * the trimmed name).
 */
export function validateNickname(nickname: string): ValidationResult {
  const size = length(nickname.trim());
  return size >= NICKNAME_LENGTH.min && size <= NICKNAME_LENGTH.max
    ? VALID
    : invalid('nickname_length', 'nickname', NICKNAME_LENGTH);
}
