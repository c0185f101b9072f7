import { z } from 'zod';

/*
 * Bad request bodies built from a route's own body schema (the contract's zod schema): a plausible body from
 * its JSON Schema, then that body with one field at a time replaced by something hostile, removed, or nested
 * wrongly, plus bodies that are not objects at all. Only bodies the schema refuses are kept: each one is
 * "bad" by the contract's own definition.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  default?: unknown;
};

/** What an attacker sends instead of a field's value. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'x'.repeat(100_000),
  `a@${'.'.repeat(50_000)}@`,
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202Eevil',
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: ['x'] } },
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Bodies that are not the object any route expects. */
const NOT_OBJECTS: unknown[] = [null, [], [{}], 'text', 42, true];

const variants = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [schema];
const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A plausible value for a JSON Schema: the first enum value, the smallest length or number, one array item. */
function sample(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const [first] = variants(schema);
  if (first !== schema) return sample(first, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          sample(child, depth + 1),
        ]),
      );
    case 'array': {
      const item = schema.items ?? schema.prefixItems?.[0];
      return item
        ? Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(item, depth + 1))
        : [];
    }
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return (
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      );
    case 'boolean':
      return true;
    default:
      return 'a';
  }
}

/** The body with the value at `path` replaced (or removed, for `undefined`). */
function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(body) ? [...(body as unknown[])] : { ...(body as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  if (rest.length === 0 && value === undefined) delete copy[head];
  else copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** Every field path of a schema, with its own schema, to a small depth. */
function fieldPaths(
  schema: JsonSchema,
  path: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (depth > 4) return [];
  const here = path.length ? [{ path, schema }] : [];
  const [first] = variants(schema);
  if (first !== schema) return [...here, ...fieldPaths(first, path, depth + 1)];
  if (typeOf(schema) === 'object') {
    return [
      ...here,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
        fieldPaths(child, [...path, key], depth + 1),
      ),
    ];
  }
  if (typeOf(schema) === 'array' && schema.items)
    return [...here, ...fieldPaths(schema.items, [...path, 0], depth + 1)];
  return here;
}

/** Bad bodies for a route whose body schema is `schema`: each refused by the schema itself. */
export function badBodies(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const base = sample(json);
  const candidates: unknown[] = [...NOT_OBJECTS];
  for (const field of fieldPaths(json)) {
    candidates.push(withValue(base, field.path, undefined));
    for (const hostile of HOSTILE_VALUES) candidates.push(withValue(base, field.path, hostile));
  }
  return candidates.filter((body) => !schema.safeParse(body).success);
}

/**
 * Bodies the contract's schema may take but the portal never does: NUL or a lone surrogate in each text field of
 * a plausible body (PostgreSQL cannot store either; the input guard refuses them before any schema).
 */
export function badTextBodies(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const base = sample(json);
  return fieldPaths(json)
    .filter((field) => typeOf(variants(field.schema)[0]) === 'string')
    .flatMap((field) => ['a\u0000b', 'a\uD800b'].map((text) => withValue(base, field.path, text)));
}

/** Raw request bodies no route should take: broken JSON, prototype keys, a body over the limit. */
export const RAW_BAD_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{"username":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, contentType: 'application/json' },
  { payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, contentType: 'application/json' },
  { payload: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
];

/** Whole numbers no column holds: past int4 both ways, 2^63 (past bigint), and past exact integers. */
export const OUT_OF_RANGE_NUMBERS: number[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 63, 2 ** 53 + 2];

/** The same as a URL path parameter (an id), and text that reads as no number at all. */
export const OUT_OF_RANGE_PATH_VALUES: string[] = [
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '1e400',
  '0x7fffffff',
];

/** A document number as a 20-digit text: 2^63, past the bigint column. */
const HUGE_DIGITS = '9223372036854775808';

/** The length of a text that fits the body limit (64 KB) but no field. */
const LONG_TEXT = 60_000;

/** The items of a list that fits the body limit but no field: 20,000 zeros are 40 KB. */
const MANY_ITEMS = 20_000;

/**
 * Bodies that are too big in one place each: every list one item past its maximum and with 20,000 zeros, every
 * text one character past its maximum and 60,000 characters long, every number past the columns, and every
 * number-like text (a document number, a certificate number) 20 digits long. Built from a plausible body; they
 * are not filtered by the schema: each must be refused, or answered, without a server error.
 */
export function oversizedBodies(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const base = sample(json);
  const bodies: unknown[] = [];
  const numberTexts: (string | number)[][] = [];
  for (const field of fieldPaths(json)) {
    const [own] = variants(field.schema);
    if (own.enum || own.const !== undefined) continue;
    switch (typeOf(own)) {
      case 'integer':
      case 'number':
        for (const n of OUT_OF_RANGE_NUMBERS) bodies.push(withValue(base, field.path, n));
        break;
      case 'string':
        bodies.push(withValue(base, field.path, 'x'.repeat((own.maxLength ?? 1000) + 1)));
        bodies.push(withValue(base, field.path, 'x'.repeat(LONG_TEXT)));
        if (/number$/i.test(String(field.path.at(-1)))) numberTexts.push(field.path);
        break;
      case 'array': {
        const item = own.items ? sample(own.items) : 0;
        bodies.push(
          withValue(
            base,
            field.path,
            Array.from({ length: (own.maxItems ?? 1000) + 1 }, () => item),
          ),
        );
        bodies.push(
          withValue(
            base,
            field.path,
            Array.from({ length: MANY_ITEMS }, () => 0),
          ),
        );
        break;
      }
    }
  }
  if (numberTexts.length > 0) {
    bodies.push(
      numberTexts.reduce<unknown>((body, path) => withValue(body, path, HUGE_DIGITS), base),
    );
  }
  return bodies;
}
