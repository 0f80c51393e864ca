import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/**
 * Real formats of payout accounts, with their checksums: a typo in an address must never send a
 * withdrawal to nobody. The checksum codes come from two small, audited, dependency-free
 * libraries (`@scure/base` for base58check and bech32/bech32m, `@noble/hashes` for SHA-256 and
 * Keccak-256); see the package README.
 */

const base58check = createBase58check(sha256);

/** Decodes base58check (4-byte double-SHA-256 checksum); null when malformed or mistyped. */
function decodeBase58check(text: string): Uint8Array | null {
  try {
    return base58check.decode(text);
  } catch {
    return null;
  }
}

/** Only the characters of base58 (no 0, O, I, l). */
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** The outcome of reading an address: well formed, malformed, or well formed with a bad checksum. */
type AddressCheck = 'valid' | 'invalid' | 'checksum';

/**
 * A Bitcoin main-network address: legacy P2PKH (`1...`) or P2SH (`3...`) in base58check (version
 * 0x00 or 0x05, 20-byte hash), or a segwit address `bc1...` (BIP 173 bech32 for version 0 with a
 * 20- or 32-byte program, BIP 350 bech32m for versions 1-16 with 2-40 bytes, taproot 32).
 * Test-network addresses are refused: money paid to them is lost.
 */
export function checkBitcoinAddress(address: string): AddressCheck {
  if (/^[13]/.test(address)) {
    if (!BASE58.test(address) || address.length < 26 || address.length > 35) return 'invalid';
    const bytes = decodeBase58check(address);
    if (!bytes) return 'checksum';
    const version = address.startsWith('1') ? 0x00 : 0x05;
    return bytes.length === 21 && bytes[0] === version ? 'valid' : 'invalid';
  }
  const lower = address.toLowerCase();
  if (!lower.startsWith('bc1') || (address !== lower && address !== address.toUpperCase())) {
    return 'invalid';
  }
  if (!/^bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8,87}$/.test(lower)) return 'invalid';
  const isV0 = lower[3] === 'q';
  const decoded = (isV0 ? bech32 : bech32m).decodeUnsafe(lower, 90);
  if (!decoded) return 'checksum';
  const [version, ...words] = decoded.words;
  const program = (isV0 ? bech32 : bech32m).fromWordsUnsafe(words);
  if (decoded.prefix !== 'bc' || version === undefined || !program) return 'invalid';
  if (version === 0) return program.length === 20 || program.length === 32 ? 'valid' : 'invalid';
  if (version > 16 || program.length < 2 || program.length > 40) return 'invalid';
  return version === 1 && program.length !== 32 ? 'invalid' : 'valid';
}

/**
 * An Ethereum address (ETH, and USDT on ERC-20): `0x` and 40 hexadecimal digits. All lower or all
 * upper case carries no checksum; mixed case is the EIP-55 checksum (a letter is upper case when
 * the matching hex digit of the Keccak-256 of the lower-case address is 8 or more) and must match.
 */
export function checkEthereumAddress(address: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'invalid';
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return 'valid';
  const hash = keccak_256(utf8ToBytes(digits.toLowerCase()));
  for (let index = 0; index < 40; index += 1) {
    const char = digits[index] as string;
    if (!/[a-fA-F]/.test(char)) continue;
    const byte = hash[index >> 1] as number;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const upper = nibble >= 8;
    if (upper !== (char === char.toUpperCase())) return 'checksum';
  }
  return 'valid';
}

/**
 * A TRON address (USDT on TRC-20): 34 base58 characters starting with `T`, base58check of 21 bytes
 * whose first is 0x41.
 */
export function checkTronAddress(address: string): AddressCheck {
  if (!/^T/.test(address) || address.length !== 34 || !BASE58.test(address)) return 'invalid';
  const bytes = decodeBase58check(address);
  if (!bytes) return 'checksum';
  return bytes.length === 21 && bytes[0] === 0x41 ? 'valid' : 'invalid';
}

/** The network name a message shows for a crypto payout type (a brand name, not translated). */
export const CRYPTO_NETWORKS = {
  btc: 'BTC',
  eth: 'ETH',
  erc20: 'USDT (ERC-20)',
  trc20: 'USDT (TRC-20)',
} as const;

/** A crypto payout type. */
export type CryptoPayoutType = keyof typeof CRYPTO_NETWORKS;

/**
 * A crypto wallet address of `type`, trimmed: `payout_address_invalid` when it is not that
 * network's format, `payout_address_checksum` when it is but a character is mistyped (both with
 * `{ network }`), on the `account` field.
 */
export function validateCryptoAddress(type: CryptoPayoutType, address: string): ValidationResult {
  const check =
    type === 'btc'
      ? checkBitcoinAddress(address)
      : type === 'trc20'
        ? checkTronAddress(address)
        : checkEthereumAddress(address);
  const details = { network: CRYPTO_NETWORKS[type] };
  if (check === 'invalid') return invalid('payout_address_invalid', 'account', details);
  if (check === 'checksum') return invalid('payout_address_checksum', 'account', details);
  return VALID;
}

/** The characters a bank account number may be typed with besides its digits. */
const ACCOUNT_SEPARATORS = /[\s-]/g;

/**
 * A bank account number: 5 to 20 digits once spaces and hyphens are taken out (the lengths banks
 * use from Japan's 7 to Russia's 20); `payout_bank_account_invalid` otherwise.
 */
export function validateBankAccountNumber(account: string): ValidationResult {
  return /^\d{5,20}$/.test(account.replace(ACCOUNT_SEPARATORS, ''))
    ? VALID
    : invalid('payout_bank_account_invalid', 'account');
}

/** A Japanese account number: 7 digits (`payout_jp_account_invalid`). */
export function validateJapaneseAccountNumber(account: string): ValidationResult {
  return /^\d{7}$/.test(account.replace(ACCOUNT_SEPARATORS, ''))
    ? VALID
    : invalid('payout_jp_account_invalid', 'account');
}

/** A Japanese branch code: 3 digits (`payout_branch_code_invalid`, on `address`). */
export function validateBranchCode(code: string): ValidationResult {
  return /^\d{3}$/.test(code) ? VALID : invalid('payout_branch_code_invalid', 'address');
}

/**
 * A holder's name as on the account: 2 to 64 characters of letters of any script (with their
 * marks), spaces, dots, hyphens, apostrophes and the Japanese long-vowel and middle dots; no
 * digits (`payout_name_invalid`).
 */
export function validateHolderName(name: string): ValidationResult {
  const length = [...name].length;
  return length >= 2 &&
    length <= 64 &&
    /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019\u30fc\u30fb-]*$/u.test(name)
    ? VALID
    : invalid('payout_name_invalid', 'name');
}

/** Account types of a Japanese bank account (futsū, tōza, chochiku). */
export const JP_ACCOUNT_TYPES = ['ordinary', 'checking', 'savings'] as const;

/** A Japanese account type. */
export type JpAccountType = (typeof JP_ACCOUNT_TYPES)[number];

/** The i18n key of a Japanese account type (`wallet:account_type.ordinary`). */
export function jpAccountTypeKey(type: JpAccountType): string {
  return `wallet:account_type.${type}`;
}

/** True when `value` is a Japanese account type. */
export function isJpAccountType(value: unknown): value is JpAccountType {
  return typeof value === 'string' && (JP_ACCOUNT_TYPES as readonly string[]).includes(value);
}
