import { describe, expect, it } from 'vitest';
import { validatePayoutAccount } from './wallet.js';

/**
 * Valid and invalid examples of every payout type's real format. The valid addresses are real
 * published ones (the Bitcoin genesis address, BIP 13/173/350 and EIP-55 examples, the USDT
 * contract on TRON) or encoded with a correct checksum; each invalid one differs by one character.
 */
const code = (type: string, account: string, extra: Record<string, string> = {}) => {
  const result = validatePayoutAccount({ type, account, ...extra });
  return result.ok
    ? 'valid'
    : `${result.code}${result.field === 'account' ? '' : `@${result.field}`}`;
};

describe('payout account formats', () => {
  it.each([
    // legacy P2PKH and P2SH (base58check)
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'valid'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'valid'],
    ['16TL8u8PYASgF3qeQ86WL1rgV3tNgFVas', 'valid'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'payout_address_checksum'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'payout_address_checksum'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0', 'payout_address_invalid'],
    // segwit v0 (bech32), taproot v1 (bech32m), any letter case but not mixed
    ['bc1qqyyq79says4nyw2qga892hrrdfchsluxw64f9c', 'valid'],
    ['BC1QQYYQ79SAYS4NYW2QGA892HRRDFCHSLUXW64F9C', 'valid'],
    ['bc1qqvyq6yshrssjv2esx5ar73zffef4shtzvak8zanmszzc4ru5nx0q2queqv', 'valid'],
    ['bc1pqvyq6yshrssjv2esx5ar73zffef4shtzvak8zanmszzc4ru5nx0qqhuscs', 'valid'],
    ['bc1qqyyq79says4nyw2qga892hrrdfchsluxw64f9d', 'payout_address_checksum'],
    ['bc1pqvyq6yshrssjv2esx5ar73zffef4shtzvak8zanmszzc4ru5nx0qqhuscq', 'payout_address_checksum'],
    ['Bc1qqyyq79says4nyw2qga892hrrdfchsluxw64f9c', 'payout_address_invalid'],
    ['tb1qqyyq79says4nyw2qga892hrrdfchsluxw64f9c', 'payout_address_invalid'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'payout_address_invalid'],
    ['abc', 'payout_address_invalid'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'payout_address_invalid'],
  ])('btc %s: %s', (account, expected) => {
    expect(code('btc', account)).toBe(expected);
  });

  it.each(['eth', 'erc20'])('%s: 0x and 40 hex digits, EIP-55 checksum when mixed case', (type) => {
    for (const [account, expected] of [
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'valid'],
      ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'valid'],
      ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'valid'],
      ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', 'valid'],
      ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'valid'],
      ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'valid'],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'payout_address_checksum'],
      ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'payout_address_checksum'],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'payout_address_invalid'],
      ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'payout_address_invalid'],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'payout_address_invalid'],
      ['abc', 'payout_address_invalid'],
    ] as const) {
      expect(code(type, account), account).toBe(expected);
    }
  });

  it.each([
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'valid'],
    ['TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z', 'valid'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'payout_address_checksum'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'payout_address_invalid'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'payout_address_invalid'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', 'payout_address_invalid'],
    ['abc', 'payout_address_invalid'],
  ])('trc20 %s: %s', (account, expected) => {
    expect(code('trc20', account)).toBe(expected);
  });

  it('names the network in the message values', () => {
    expect(validatePayoutAccount({ type: 'erc20', account: 'abc' })).toMatchObject({
      code: 'payout_address_invalid',
      field: 'account',
      details: { network: 'USDT (ERC-20)' },
    });
  });

  const bank = { name: 'Ana María O’Neil-Pérez', bank_name: 'Banco Santander' };
  it.each([
    ['12345', bank, 'valid'],
    ['6222-0212-3456-7890-1234', { ...bank, name: 'Li Wei' }, 'valid'],
    ['40817810099910004312', { ...bank, name: 'Иван Петров' }, 'valid'],
    ['1234', bank, 'payout_bank_account_invalid'],
    ['123456789012345678901', bank, 'payout_bank_account_invalid'],
    ['12AB5678', bank, 'payout_bank_account_invalid'],
    ['12345678', { ...bank, name: 'X' }, 'payout_name_invalid@name'],
    ['12345678', { ...bank, name: 'Mr 007' }, 'payout_name_invalid@name'],
    ['12345678', { ...bank, name: '' }, 'payout_name_required@name'],
    ['12345678', { ...bank, bank_name: '' }, 'payout_bank_required@bank_name'],
  ])('bank %s %j: %s', (account, extra, expected) => {
    expect(code('bank', account, extra)).toBe(expected);
  });

  const jp = {
    bank_name: '三菱UFJ銀行',
    address: '001',
    account_type: 'ordinary',
    name: 'ヤマダ タロウ',
  };
  it.each([
    ['1234567', jp, 'valid'],
    ['0012345', { ...jp, account_type: 'checking', name: 'Yamada Taro' }, 'valid'],
    ['123456', jp, 'payout_jp_account_invalid'],
    ['12345678', jp, 'payout_jp_account_invalid'],
    ['1234567', { ...jp, bank_name: '' }, 'payout_bank_required@bank_name'],
    ['1234567', { ...jp, address: '' }, 'payout_address_required@address'],
    ['1234567', { ...jp, address: '12' }, 'payout_branch_code_invalid@address'],
    ['1234567', { ...jp, address: 'ABC' }, 'payout_branch_code_invalid@address'],
    ['1234567', { ...jp, account_type: '' }, 'payout_account_type_required@account_type'],
    ['1234567', { ...jp, account_type: 'current' }, 'payout_account_type_required@account_type'],
    ['1234567', { ...jp, name: '' }, 'payout_name_required@name'],
  ])('bank_jp %s %j: %s', (account, extra, expected) => {
    expect(code('bank_jp', account, extra)).toBe(expected);
  });
});
