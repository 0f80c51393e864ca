import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ApiError, type ApiErrorInit } from '@bazaar/api';
import { renderWithProviders } from '../../test/render-app.js';
import { useBalanceDebit, type BalanceDebit } from './use-balance-debit.js';

function refusal(init: Partial<ApiErrorInit>): ApiError {
  return new ApiError({
    kind: 'refused',
    msg: 'Refused',
    code: 0,
    status: 200,
    data: null,
    request: 'POST /wanlshop/pay/payment',
    ...init,
  });
}

async function setUp() {
  let debit!: BalanceDebit;
  function Probe() {
    debit = useBalanceDebit();
    return <p>{debit.isBusy ? 'busy' : 'idle'}</p>;
  }
  const app = await renderWithProviders(<Probe />);
  return { app, debit: () => debit };
}

describe('useBalanceDebit', () => {
  it('sends a debit and says it succeeded, busy meanwhile, one at a time', async () => {
    const { debit } = await setUp();
    let finish!: () => void;
    let first!: Promise<boolean>;
    act(() => {
      first = debit().run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByText('busy')).toBeInTheDocument();
    let second!: boolean;
    await act(async () => {
      second = await debit().run(() => Promise.resolve());
    });
    expect(second).toBe(false);
    await act(async () => {
      finish();
      expect(await first).toBe(true);
    });
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(debit().shortOf).toBeNull();
  });

  it('keeps the balance a short-balance refusal names, until it is cleared, without a toast', async () => {
    const { app, debit } = await setUp();
    let result!: boolean;
    await act(async () => {
      result = await debit().run(() =>
        Promise.reject(refusal({ msg: 'Short', data: { balance: '12.50', action: 'recharge' } })),
      );
    });
    expect(result).toBe(false);
    expect(debit().shortOf).toBe('12.50');
    expect(app.toasts()).toEqual([]);
    act(() => debit().clearShort());
    expect(debit().shortOf).toBeNull();
  });

  it.each<[string, ApiError, number]>([
    ['a refusal in a toast', refusal({ msg: 'Wrong password' }), 1],
    ['no answer in a toast', refusal({ kind: 'network', msg: '' }), 1],
    ['nothing of an aborted call', refusal({ kind: 'aborted', msg: '' }), 0],
  ])('says %s', async (_, error, toastCount) => {
    const { app, debit } = await setUp();
    let result!: boolean;
    await act(async () => {
      result = await debit().run(() => Promise.reject(error));
    });
    expect(result).toBe(false);
    expect(debit().shortOf).toBeNull();
    expect(app.toasts()).toHaveLength(toastCount);
    if (error.message === 'Wrong password') expect(app.toasts()).toEqual(['Wrong password']);
  });

  it('throws an error that is not the API’s, and is free again', async () => {
    const { debit } = await setUp();
    await act(async () => {
      await expect(debit().run(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    });
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
