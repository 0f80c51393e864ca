import Type from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpointExports, isEndpoint } from '../../scripts/endpoints-module.js';
import type { EndpointDefinition } from './define.js';
import {
  defineEndpoint,
  ID_MAX,
  Money,
  MoneyInput,
  Paged,
  TIMESTAMP_MAX,
  type BodyOf,
  type ResponseOf,
} from './index.js';

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

/** Every endpoint of the contract. */
function allEndpoints(): EndpointDefinition[] {
  return endpointExports().flatMap(([, exported]) =>
    isEndpoint(exported) ? [exported] : Object.values(exported),
  );
}

interface Node {
  type?: string;
  anyOf?: Node[];
  properties?: Record<string, Node>;
  items?: Node;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
}

/** What a request schema lets through that a column cannot hold, by path. */
function unbounded(node: Node | undefined, path: string, out: string[]): string[] {
  if (!node) return out;
  if (node.type === 'integer' || node.type === 'number') {
    const idLike = /(^|\.|_)(id|ids)(\[\])?$/.test(path);
    const max = idLike ? ID_MAX : TIMESTAMP_MAX;
    if (node.minimum === undefined || node.maximum === undefined || node.maximum > max) {
      out.push(`${path}: ${JSON.stringify(node)}`);
    }
  }
  if (node.type === 'string' && node.maxLength === undefined && !node.enum && !('const' in node)) {
    if (!node.pattern) out.push(`${path}: a string without maxLength`);
  }
  if (node.type === 'array' && node.maxItems === undefined)
    out.push(`${path}: an array without maxItems`);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    unbounded(child, `${path}.${key}`, out);
  if (node.items) unbounded(node.items, `${path}[]`, out);
  for (const option of node.anyOf ?? []) unbounded(option, path, out);
  return out;
}

describe('the requests of every endpoint', () => {
  it('bound every number, string and list to what the database holds (ids to 2^31 - 1)', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const problems = endpoints.flatMap((endpoint) => [
      ...unbounded(endpoint.query as Node | undefined, `${endpoint.name} query`, []),
      ...unbounded(endpoint.body as Node | undefined, `${endpoint.name} body`, []),
    ]);
    expect(problems).toEqual([]);
  });

  it.each([
    [1, true],
    [ID_MAX, true],
    [ID_MAX + 1, false],
    [2 ** 53, false],
    [1e21, false],
    [0, false],
  ])('take an id of %s: %s', (id, ok) => {
    expect(Value.Check(Type.Object({ id: contractId() }), { id })).toBe(ok);
  });
});

function contractId() {
  const endpoint = allEndpoints().find((candidate) => candidate.name === 'address.deladdress');
  return (endpoint?.body as { properties: { id: ReturnType<typeof Type.Integer> } }).properties.id;
}
