import * as contract from '@bazaar/api/contract';
import type { EndpointDefinition } from '@bazaar/api/contract';
import fc from 'fast-check';

/**
 * Malformed requests drawn from the wire contract, for the property-based tests
 * (`malformed-requests.test.ts`) and the fuzz script (`scripts/fuzz/fuzz-api.ts`): for an endpoint,
 * a value its schema accepts is generated and then broken (a field dropped, an unknown field added,
 * a field or the whole body replaced by an odd value: wrong types, odd ids, huge strings, odd money
 * strings, NUL, unpaired surrogates, deep nesting), or the request itself is broken (a bad
 * percent-escape in the path, a query string over the header limit, the wrong method or media type,
 * malformed JSON or multipart). Every answer must still be the envelope, never a 5xx.
 */

/** A JSON schema node of the contract (TypeBox 1 emits plain JSON Schema). */
interface SchemaNode {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly SchemaNode[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
}

/** Who sends a fuzzed request: nobody, or a logged-in demo account of each role. */
export const FUZZ_ROLES = ['visitor', 'buyer', 'merchant', 'operator'] as const;
/** One of {@link FUZZ_ROLES}. */
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** A request as bytes on the wire: what the test injects and the script sends over a socket. */
export interface FuzzRequest {
  readonly method: string;
  /** Path and query string, sent as written (it may hold a bad percent-escape on purpose). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** What was broken, for the report (`body.field-odd`, `raw.bad-url`...). */
  readonly kind: string;
}

/** Every endpoint of the contract, by name (the contract's index exports them in groups). */
export function contractEndpoints(): EndpointDefinition[] {
  const found = new Map<string, EndpointDefinition>();
  const isEndpoint = (value: unknown): value is EndpointDefinition =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { method?: unknown }).method === 'string';
  for (const exported of Object.values(contract)) {
    if (isEndpoint(exported)) found.set(exported.name, exported);
    else if (typeof exported === 'object' && exported !== null) {
      for (const member of Object.values(exported)) {
        if (isEndpoint(member)) found.set(member.name, member);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------------------------
// Odd values

/** Ids and counts the columns cannot hold, and numbers that are not ids at all. */
export const ODD_NUMBERS: readonly number[] = [
  0,
  -1,
  -2147483648,
  2147483647,
  2147483648,
  4294967296,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  1e21,
  1e308,
  Number('99999999999999.99'),
  1.5,
  0.1,
  -0.5,
];

/** Strings that break naive code: NUL, unpaired surrogates, controls, bidi, markup, SQL... */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̸̡̛̬͔a̵̧͓͖l̷̢̛g̸̨̛o̵̧',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '\r\nX-Injected: 1',
  'null',
  'undefined',
  'NaN',
  '1e999',
  '9'.repeat(400),
  'ß'.repeat(70),
  '中文'.repeat(60),
];

/** Money strings a form might send and the contract must refuse or read exactly. */
export const ODD_MONEY: readonly string[] = [
  '1e5',
  '-1.00',
  '-0.00',
  '0.001',
  '0.00',
  '1,000.00',
  ' 1.00',
  '1.00 ',
  '+1.00',
  '.5',
  '5.',
  '00001.00',
  'NaN',
  'Infinity',
  '0x10',
  '٣.٠٠',
  '１.００',
  '999999999999.99',
  '9999999999999.99',
  '9'.repeat(40),
  '1.999999999999999999',
];

/** A string as long as a careless form could send (`size` characters). */
function hugeString(size: number): fc.Arbitrary<string> {
  return fc.constantFrom('a', 'é', '中', '😀', '\u0000').map((unit) => unit.repeat(size));
}

/** JSON text nested `depth` deep (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Any odd JSON value: wrong types, odd numbers and strings, nesting. */
export function oddValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 3 },
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...ODD_MONEY), weight: 2 },
    { arbitrary: hugeString(70_000), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }, ['x']), weight: 2 },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
    {
      arbitrary: fc
        .integer({ min: 2, max: 60 })
        .map((depth) => JSON.parse(deepJson(depth, 'array'))),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Values the schema accepts (to break one part of)

const MAX_GENERATED_STRING = 24;

/** A value `schema` accepts, mostly (small ids, short strings, money by its pattern). */
export function validValue(schema: SchemaNode | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant({});
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option)));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = validValue(property);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? Math.max(min + 60, 60);
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, min + 60) }),
        fc.constantFrom(min, Math.min(max, Number.MAX_SAFE_INTEGER)),
      );
    }
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, MAX_GENERATED_STRING));
      return fc.string({ minLength, maxLength });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** The object paths of a value (`['order', 'lists', 0, 'shop_id']`), for breaking one of them. */
function leafPaths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      leafPaths(child, path, out);
    }
  }
  return out;
}

/** A copy of `value` with `path` set to `replacement` (or removed when `replacement` is a symbol). */
function withPath(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const child = (copy as Record<string | number, unknown>)[head];
  if (rest.length === 0 && replacement === REMOVE) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete (copy as Record<string | number, unknown>)[head];
  } else {
    (copy as Record<string | number, unknown>)[head] = withPath(child, rest, replacement);
  }
  return copy;
}
const REMOVE = Symbol('remove');

/** The value at `path` in `value`. */
function readPath(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** A string like `text` that PostgreSQL cannot store, or that no form should send. */
function oddText(text: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(`${text}\u0000`, `\u0000${text}`, `${text}\uD800`, `\uDC00${text}`),
    fc.constantFrom(...ODD_STRINGS, ...ODD_MONEY),
  );
}

/**
 * An input `schema` refuses, mostly: a valid one with one field dropped, one unknown field added,
 * one field replaced by an odd value, or the whole input replaced (wrong type, deep nesting).
 */
export function malformedValue(schema: SchemaNode | undefined): fc.Arbitrary<unknown> {
  const valid = validValue(schema);
  const withChoice = (
    value: unknown,
    pick: (paths: (string | number)[][]) => fc.Arbitrary<unknown>,
  ) => pick(leafPaths(value));
  return fc.oneof(
    {
      // One string made unstorable, or one number made an odd id, the rest left valid: the
      // request reaches as far as it can (a handler, a query) with the one bad part.
      weight: 5,
      arbitrary: valid.chain((value) => {
        const leaves = leafPaths(value).filter((path) => {
          const leaf = readPath(value, path);
          return typeof leaf === 'string' || typeof leaf === 'number';
        });
        if (leaves.length === 0) return typeof value === 'string' ? oddText(value) : oddValue();
        return fc.constantFrom(...leaves).chain((path) => {
          const leaf = readPath(value, path);
          const odd = typeof leaf === 'string' ? oddText(leaf) : fc.constantFrom(...ODD_NUMBERS);
          return odd.map((replacement) => withPath(value, path, replacement));
        });
      }),
    },
    {
      weight: 4,
      arbitrary: valid.chain((value) =>
        withChoice(value, (paths) =>
          paths.length === 0
            ? oddValue()
            : fc
                .tuple(fc.constantFrom(...paths), oddValue())
                .map(([path, odd]) => withPath(value, path, odd)),
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: valid.chain((value) =>
        withChoice(value, (paths) =>
          paths.length === 0
            ? fc.constant(value)
            : fc.constantFrom(...paths).map((path) => withPath(value, path, REMOVE)),
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom('extra', '__proto__', 'constructor', 'id', '', '\u0000'),
          oddValue(),
        )
        .map(([value, key, odd]) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? Object.defineProperty({ ...value }, key, { value: odd, enumerable: true })
            : odd,
        ),
    },
    { weight: 2, arbitrary: oddValue() },
    { weight: 1, arbitrary: valid },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

const API_PREFIX = '/api';

/** Percent-encodes a query value, keeping unpaired surrogates (as the bytes a sloppy client sends). */
function encodeText(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query string of `value` (an object's fields, arrays as repeated keys, objects as JSON). */
export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encodeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`;
  }
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) {
      const text =
        typeof item === 'string'
          ? item
          : item !== null && typeof item === 'object'
            ? JSON.stringify(item)
            : String(item);
      parts.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return parts.join('&');
}

/** Raw query strings and fragments no encoder would write. */
const RAW_QUERIES = [
  'id=%ZZ',
  'keyword=%',
  'keyword=%FF%FE',
  'keyword=%ED%A0%80',
  'keyword=%C0%80',
  'keyword=%00',
  'id[]=1&id[]=2',
  'id[a]=1',
  'page=1&page=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '&&&==&',
  'id=99999999999999.99',
  'id=1e21',
  'page=9007199254740993',
  'limit=-1',
];

const JSON_TYPE = 'application/json';

/** A request whose query or body is a malformed value of the endpoint's schema. */
function schemaRequest(endpoint: EndpointDefinition): fc.Arbitrary<FuzzRequest> {
  const path = `${API_PREFIX}${endpoint.path}`;
  const query = endpoint.query as SchemaNode | undefined;
  if (endpoint.method === 'GET') {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: malformedValue(query ?? { type: 'object', properties: {} }).map((value) => ({
          method: 'GET',
          url: `${path}?${queryString(value)}`,
          headers: {},
          kind: 'query.malformed',
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_QUERIES).map((raw) => ({
          method: 'GET',
          url: `${path}?${raw}`,
          headers: {},
          kind: 'query.raw',
        })),
      },
    );
  }
  const body = (endpoint.body as SchemaNode | undefined) ?? { type: 'object', properties: {} };
  return fc.oneof(
    {
      weight: 8,
      arbitrary: malformedValue(body).map((value) => ({
        method: 'POST',
        url: path,
        headers: { 'content-type': JSON_TYPE },
        body: JSON.stringify(value) ?? 'null',
        kind: 'body.malformed',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(malformedValue(query ?? { type: 'object', properties: {} }), validValue(body))
        .map(([queryValue, bodyValue]) => ({
          method: 'POST',
          url: `${path}?${queryString(queryValue)}`,
          headers: { 'content-type': JSON_TYPE },
          body: JSON.stringify(bodyValue) ?? 'null',
          kind: 'body.with-query',
        })),
    },
  );
}

/** Malformed JSON texts and bodies no JSON encoder would write. */
const RAW_BODIES: readonly { body: string | Buffer; type?: string }[] = [
  { body: '{' },
  { body: '{"a":}' },
  { body: 'nul' },
  { body: '' },
  { body: '\u0000' },
  { body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { body: '{"__proto__":{"polluted":1}}' },
  { body: '{"constructor":{"prototype":{"polluted":1}}}' },
  { body: '{"a":1,"a":2}' },
  { body: '"\\ud800"' },
  { body: deepJson(100_000, 'array') },
  { body: deepJson(50_000, 'object') },
  { body: `{"x":"${'a'.repeat(1_100_000)}"}` },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: '<a>1</a>', type: 'application/xml' },
  { body: 'hello', type: 'text/plain' },
  { body: '{}', type: 'application/json; charset=utf-16' },
  { body: '{}', type: 'multipart/form-data' },
  { body: '{}', type: 'application/octet-stream' },
  { body: '{}', type: 'json' },
  { body: '{}', type: '' },
];

/** Multipart bodies that are broken, or right but for the wrong part. */
function multipartBodies(): readonly { body: Buffer; type: string; kind: string }[] {
  const boundary = 'fuzz-boundary';
  const part = (name: string, filename: string | null, content: string | Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const type = `multipart/form-data; boundary=${boundary}`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return [
    {
      body: Buffer.concat([part('file', 'a.png', png), end]),
      type: 'multipart/form-data',
      kind: 'no-boundary',
    },
    { body: part('file', 'a.png', png).subarray(0, 60), type, kind: 'truncated' },
    { body: Buffer.concat([part('file', 'a.png', png)]), type, kind: 'unterminated' },
    { body: Buffer.concat([part('other', 'a.png', png), end]), type, kind: 'wrong-field' },
    { body: Buffer.concat([part('file', null, 'text'), end]), type, kind: 'field-not-file' },
    {
      body: Buffer.concat([part('file', 'a.png', png), part('file', 'b.png', png), end]),
      type,
      kind: 'two-files',
    },
    { body: Buffer.concat([part('file', 'a.png', ''), end]), type, kind: 'empty-file' },
    {
      body: Buffer.concat([part('file', 'a.png', 'not an image'), end]),
      type,
      kind: 'not-an-image',
    },
    {
      body: Buffer.concat([part('file', `${'n'.repeat(5000)}.png`, png), end]),
      type,
      kind: 'long-name',
    },
    { body: Buffer.from('garbage'), type, kind: 'garbage' },
    {
      body: Buffer.concat([part('file', 'a.png', png), end]),
      type: `multipart/form-data; boundary=other`,
      kind: 'wrong-boundary',
    },
    {
      body: Buffer.concat([part('file', 'a.png', png), end]),
      type: `multipart/mixed; boundary=${boundary}`,
      kind: 'mixed',
    },
  ];
}

/** Requests broken below the schema: the URL, the method, the media type, the JSON, the multipart. */
function rawRequest(endpoint: EndpointDefinition): fc.Arbitrary<FuzzRequest> {
  const path = `${API_PREFIX}${endpoint.path}`;
  const post = endpoint.method === 'POST';
  const options: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .constantFrom(
        `${path}%ZZ`,
        `${path}/%`,
        path.replace('/api/', '/api/%ZZ/'),
        `${path}%C0%AF..`,
        `${path}%00`,
      )
      .map((url) => ({ method: endpoint.method, url, headers: {}, kind: 'raw.bad-url' })),
    fc.constantFrom(16_500, 100_000).map((size) => ({
      method: endpoint.method,
      url: `${path}?keyword=${'a'.repeat(size)}`,
      headers: {},
      kind: 'raw.long-query',
    })),
    fc.constantFrom('PUT', 'DELETE', 'PATCH', post ? 'GET' : 'POST').map((method): FuzzRequest => ({
      method,
      url: path,
      headers: method === 'GET' ? {} : { 'content-type': JSON_TYPE },
      ...(method === 'GET' ? {} : { body: '{}' }),
      kind: 'raw.method',
    })),
    fc
      .constantFrom(
        `${path}/extra`,
        `${path}x`,
        '/api/nope',
        '/api/',
        `/uploads/${'a'.repeat(5000)}.png`,
        '/uploads/%ZZ',
        '/uploads/..%2F..%2Fetc%2Fpasswd',
        '/uploads/a%00.png',
      )
      .map((url) => ({ method: 'GET', url, headers: {}, kind: 'raw.unknown-route' })),
    fc
      .constantFrom<Record<string, string>>(
        { token: 'x'.repeat(8000) },
        { token: 'not-a-token' },
        { authorization: 'Bearer \u0001' },
        { 'accept-language': 'zz-ZZ,*;q=abc' },
        { 'accept-language': 'x'.repeat(4000) },
        { 'idempotency-key': 'k'.repeat(4000) },
        { 'idempotency-key': '' },
      )
      .map((headers: Record<string, string>): FuzzRequest => ({
        method: endpoint.method,
        url: path,
        headers: post ? { ...headers, 'content-type': JSON_TYPE } : headers,
        ...(post ? { body: '{}' } : {}),
        kind: 'raw.headers',
      })),
  ];
  if (post && !endpoint.multipart) {
    options.push(
      fc.constantFrom(...RAW_BODIES).map(({ body, type }): FuzzRequest => ({
        method: 'POST',
        url: path,
        headers:
          type === undefined
            ? { 'content-type': JSON_TYPE }
            : type === ''
              ? {}
              : { 'content-type': type },
        body,
        kind: 'raw.body',
      })),
      fc.constant({
        method: 'POST',
        url: path,
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' },
        body: 'not gzip',
        kind: 'raw.encoding',
      }),
    );
  }
  if (post) {
    options.push(
      fc.constantFrom(...multipartBodies()).map(({ body, type, kind }) => ({
        method: 'POST',
        url: path,
        headers: { 'content-type': type },
        body,
        kind: `raw.multipart.${kind}`,
      })),
    );
  }
  return fc.oneof(...options);
}

/** A malformed request to `endpoint`: mostly its schema broken, sometimes the request itself. */
export function malformedRequest(endpoint: EndpointDefinition): fc.Arbitrary<FuzzRequest> {
  if (endpoint.multipart) return rawRequest(endpoint);
  return fc.oneof(
    { weight: 4, arbitrary: schemaRequest(endpoint) },
    { weight: 1, arbitrary: rawRequest(endpoint) },
  );
}

// ---------------------------------------------------------------------------------------------
// Answers

/** What is wrong with an answer, or undefined when it is an envelope with a 4xx status or code 0/1. */
export function answerProblem(
  status: number,
  contentType: string | undefined,
  text: string,
): string | undefined {
  if (status >= 500) return `HTTP ${status}`;
  if (!contentType?.startsWith('application/json'))
    return `HTTP ${status} as ${contentType ?? 'no type'}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status}: not JSON`;
  }
  const envelope = body as { code?: unknown; msg?: unknown; time?: unknown; data?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    ![0, 1, 401, 403].includes(envelope.code as number) ||
    typeof envelope.msg !== 'string' ||
    !Number.isInteger(envelope.time) ||
    !('data' in envelope)
  ) {
    return `HTTP ${status}: not the envelope`;
  }
  if (status >= 400 && envelope.code === 1) return `HTTP ${status} with code 1`;
  if (envelope.code !== 1 && envelope.msg === '')
    return `HTTP ${status}: refusal without a message`;
  return undefined;
}
