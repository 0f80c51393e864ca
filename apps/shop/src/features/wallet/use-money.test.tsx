import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ApiError } from '@bazaar/api';
import { common, type AppInfo } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { VALID, invalid, type CurrencyEntry, type LanguageCode } from '@bazaar/domain';
import { createFakeServer } from '../../test/fake-server.js';
import { appInfo } from '../../test/fixtures.js';
import { renderWithProviders } from '../../test/render-app.js';
import { balanceRefusalOf, insufficientBalanceOf } from './insufficient-balance.js';
import { useMoney, type MoneyFormat } from './use-money.js';

/**
 * The `useMoney()` of a user of `language` whose app knows `currencies`: from the app's initial
 * data (`common/info`, what the app reads first), or only from the list kept in the store from an
 * earlier visit (`from: 'store'`, while the initial data has not arrived).
 */
async function moneyOf(
  currencies: readonly CurrencyEntry[],
  language: LanguageCode = 'en',
  { from = 'info' }: { from?: 'info' | 'store' } = {},
): Promise<MoneyFormat> {
  const seen: { current?: MoneyFormat; infoLoaded?: boolean } = {};
  function Probe() {
    seen.current = useMoney();
    seen.infoLoaded = useEndpoint(common.info, undefined).data !== undefined;
    return null;
  }
  const server = createFakeServer();
  server.on('GET /wanlshop/common/info', () =>
    from === 'info'
      ? // Some of these have no ISO code, as a currency the operator set up without one.
        { data: appInfo({ currencyList: [...currencies] as AppInfo['currencyList'] }) }
      : new Promise<never>(() => undefined),
  );
  const { services } = await renderWithProviders(<Probe />, { language, server });
  if (from === 'store') {
    act(() => services.store.set('app', { info: null, currencyList: [...currencies] }));
  } else {
    await waitFor(() => expect(seen.infoLoaded).toBe(true));
  }
  return seen.current!;
}

const yen: CurrencyEntry = { language: 'ja', symbol: '¥', rate: '0.0068' };
const japaneseYen: CurrencyEntry = { ...yen, code: 'JPY' };
const euro: CurrencyEntry = { language: 'en', symbol: '€', rate: '2' };

describe('useMoney', () => {
  it('shows stored amounts divided by the rate of the language, with two decimals', async () => {
    const money = await moneyOf([euro, yen], 'ja');
    expect(money.currency).toEqual(yen);
    expect(money.format('12.52')).toBe('¥1,841.18');
    expect(money.format('0')).toBe('¥0.00');
    expect(money.toEntered('12.52')).toBe('1841.18');
  });

  it('shows yen without decimals when the currency says JPY, grouped like every amount', async () => {
    const money = await moneyOf([euro, japaneseYen], 'ja');
    expect(money.format('12.52')).toBe('¥1,841');
    expect(money.format('1000')).toBe('¥147,059');
    expect(money.toEntered('12.52')).toBe('1841');
  });

  it.each([
    ['30.00', '+€15.00'],
    ['-30.00', '-€15.00'],
    ['0.00', '€0.00'],
  ])('signs a bill amount %s as %s', async (stored, shown) => {
    const money = await moneyOf([euro]);
    expect(money.formatSigned(stored)).toBe(shown);
  });

  it('uses the currencies kept from an earlier visit until the initial data arrives', async () => {
    expect((await moneyOf([euro], 'en', { from: 'store' })).format('10')).toBe('€5.00');
  });

  it.each([
    ['en', 'startContent'],
    ['pt', 'startContent'],
    ['ru', 'endContent'],
    ['vi', 'endContent'],
    ['spa', 'endContent'],
  ] as const)('puts an input’s symbol where %s writes it (%s)', async (language, side) => {
    expect((await moneyOf([euro], language)).symbolBeside('€')).toEqual({ [side]: '€' });
  });

  it('fills and reads an input with the language’s decimal comma', async () => {
    const money = await moneyOf([euro], 'ru');
    expect(money.toEntered('11')).toBe('5,50');
    expect(money.toWire('5,50')).toBe('11.00');
    expect(money.toWire(' 5.50 ')).toBe('11.00');
    expect(money.toWire('1,234,5')).toBeNull();
    expect(money.toWire(money.toEntered('119.31'), '119.31')).toBe('119.31');
    // English reads a comma as nothing but a comma.
    expect((await moneyOf([euro])).toWire('5,50')).toBeNull();
  });

  it('falls back to English, then to the base currency', async () => {
    // English's currency, written as Russian writes amounts (the interface language's pattern).
    expect((await moneyOf([euro], 'ru')).format('10')).toBe('5,00\u00a0€');
    expect((await moneyOf([], 'ru')).format('10')).toBe('10,00\u00a0$');
    expect((await moneyOf([euro], 'ru')).format('4501.1')).toBe('2\u00a0250,55\u00a0€');
    // A broken rate would show every amount wrong: the base currency is shown instead.
    expect((await moneyOf([{ ...euro, rate: '0' }])).format('10')).toBe('$10.00');
  });

  it.each([
    ['25', undefined, '50.00'],
    [' 12.5 ', undefined, '25.00'],
    ['0.005', undefined, null],
    ['abc', undefined, null],
    ['', undefined, null],
    // The shown cap (119.31 / 2 = 59.655, shown 59.66) is the cap itself, not a cent more.
    ['59.66', '119.31', '119.31'],
    ['59.65', '119.31', '119.30'],
  ])('takes the entry %j (cap %s) as %s on the wire', async (entered, cap, wire) => {
    const money = await moneyOf([euro]);
    expect(money.toWire(entered, cap)).toBe(wire);
  });

  it('says a refusal with the amounts it names in the currency', async () => {
    const money = await moneyOf([euro]);
    expect(money.message(VALID)).toBeUndefined();
    expect(money.message(invalid('withdraw_below_minimum', 'money', { min: '10.00' }))).toBe(
      'The minimum withdrawal is €5.00',
    );
    expect(
      money.message(
        invalid('withdraw_exceeds_balance', 'money', { balance: '100.00', max: '99.00' }),
      ),
    ).toBe(
      'The amount plus the service fee exceeds your balance (€50.00). You can withdraw at most €49.50',
    );
    expect(money.message(invalid('password_length', 'captcha', { min: 6, max: 12 }))).toBe(
      'Password must be 6-12 characters',
    );
  });
});

describe('refusals for want of money', () => {
  const refusal = (data: unknown) =>
    new ApiError({ kind: 'refused', msg: 'No', code: 0, status: 200, data, request: 'POST /x' });

  it.each([
    [{ balance: '5.00', action: 'recharge' }, '5.00', { balance: '5.00' }],
    [{ balance: '5.00' }, null, { balance: '5.00' }],
    [{ balance: '5.00', max: '4.95', field: 'money' }, null, { balance: '5.00', max: '4.95' }],
    [{ balance: 'lots', action: 'recharge' }, null, null],
    [{ field: 'captcha' }, null, null],
    [null, null, null],
  ])('%j', (data, insufficient, refused) => {
    expect(insufficientBalanceOf(refusal(data))).toBe(insufficient);
    expect(balanceRefusalOf(refusal(data))).toEqual(refused);
  });

  it('ignores failures that are not API refusals', () => {
    expect(insufficientBalanceOf(new Error('boom'))).toBeNull();
    expect(balanceRefusalOf({ balance: '5.00' })).toBeNull();
  });
});
