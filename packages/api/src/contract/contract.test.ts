import Type from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEndpoint, Money, MoneyInput, Paged, type BodyOf, type ResponseOf } from './index.js';

describe('Money', () => {
  it.each([
    ['12.50', true],
    ['0.00', true],
    ['-3.10', true],
    ['12.5', false],
    ['12', false],
    ['1e3', false],
  ])('accepts %s: %s', (value, ok) => {
    expect(Value.Check(Money, value)).toBe(ok);
  });

  it('is never a JSON number', () => {
    expect(Value.Check(Money, 12.5)).toBe(false);
  });
});

describe('MoneyInput', () => {
  it.each([
    ['12', true],
    ['12.5', true],
    ['12.50', true],
    ['12.505', false],
    ['-1', false],
    ['', false],
  ])('accepts %s: %s', (value, ok) => {
    expect(Value.Check(MoneyInput, value)).toBe(ok);
  });
});

describe('defineEndpoint', () => {
  const login = defineEndpoint({
    name: 'user.login',
    method: 'POST',
    path: '/wanlshop/user/login',
    auth: 'public',
    body: Type.Object(
      { account: Type.String(), password: Type.String() },
      { additionalProperties: false },
    ),
    response: Type.Object({ token: Type.String() }),
  });

  it('keeps the definition and freezes it', () => {
    expect(login.path).toBe('/wanlshop/user/login');
    expect(Object.isFrozen(login)).toBe(true);
  });

  it('infers body and response types', () => {
    expectTypeOf<BodyOf<typeof login>>().toEqualTypeOf<{ account: string; password: string }>();
    expectTypeOf<ResponseOf<typeof login>>().toEqualTypeOf<{ token: string }>();
  });

  it('pages lists in the contract shape', () => {
    const page = { total: 1, per_page: 10, current_page: 1, last_page: 1, data: ['a'] };
    expect(Value.Check(Paged(Type.String()), page)).toBe(true);
    expect(Value.Check(Paged(Type.String()), { ...page, data: [1] })).toBe(false);
  });
});
