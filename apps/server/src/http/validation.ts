import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { findUnstorableText } from '../lib/storable-text.js';

/** The keyword of the validation error for text that cannot be stored (see {@link validatorCompiler}). */
export const UNSTORABLE_TEXT = 'unstorableText';

/**
 * Validates with TypeBox's compiled checks. Defaults are filled in everywhere; query strings,
 * params and headers are converted from text first (`?page=2` becomes 2), JSON bodies are not
 * (a `"5"` where a number belongs is malformed). Empty query values count as absent. Unknown body
 * fields are refused by the schemas (`additionalProperties: false`), never silently dropped. A
 * value the schema accepts is still refused when one of its strings holds a NUL or an unpaired
 * surrogate (PostgreSQL cannot store them): the error's keyword is {@link UNSTORABLE_TEXT}.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (input: unknown) => {
    const converted =
      httpPart === 'body'
        ? input
        : Value.Convert(schema, httpPart === 'querystring' ? withoutEmptyValues(input) : input);
    const value = Value.Default(schema, converted);
    if (check.Check(value)) {
      const field = findUnstorableText(value);
      if (field === undefined) return { value };
      const instancePath = field === '' ? '' : `/${field.split('.').join('/')}`;
      return {
        error: [
          { keyword: UNSTORABLE_TEXT, instancePath, schemaPath: '', params: {}, message: '' },
        ] as FastifySchemaValidationError[],
      };
    }
    return { error: check.Errors(value) as unknown as FastifySchemaValidationError[] };
  };
};

/**
 * A query string without its empty values: `?keyword=&id=` means no keyword and no category (the
 * spec's client skips empty values; a hand-written link may not), so defaults apply.
 */
function withoutEmptyValues(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
}

/** The field a validation error is about (`username`, `order.address_id`), when it names one. */
export function invalidField(errors: readonly unknown[] | undefined): string | undefined {
  const first = errors?.[0] as
    { instancePath?: string; params?: Record<string, unknown> } | undefined;
  if (!first) return undefined;
  const named = first.params?.['additionalProperties'] ?? first.params?.['requiredProperties'];
  const property = Array.isArray(named)
    ? named[0]
    : (first.params?.['additionalProperty'] ?? first.params?.['missingProperty']);
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  if (typeof property === 'string') path.push(property);
  return path.length > 0 ? path.join('.') : undefined;
}
