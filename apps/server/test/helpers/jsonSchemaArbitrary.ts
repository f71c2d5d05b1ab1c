import fc from 'fast-check';

/** A JSON schema as the OpenAPI document writes the routes' zod schemas (OpenAPI 3.1: JSON Schema 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values a generated valid body draws its ids from: real rows, so that requests get past lookups. */
export interface ValueContext {
  ids: readonly string[];
}

/** How many items or characters past the minimum a generated valid value has, at most. */
const SPREAD = 4;

/**
 * An arbitrary of values that satisfy the schema (as far as a JSON schema can say: zod's trims
 * and refinements may still refuse some, which is fine for a walk of bad inputs). Uuid fields
 * take real ids, so that mutated requests reach the services' own checks.
 */
export function validValue(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => validValue(s, ctx)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], ctx);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectValue(schema, ctx);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, ctx), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? SPREAD, (schema.minItems ?? 0) + SPREAD),
      });
    case 'string':
      return stringValue(schema, ctx);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `z.unknown()`: any JSON.
      return schema.properties ? objectValue(schema, ctx) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const arbs = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, ctx)]));
  return fc.record(arbs, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}

function stringValue(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + SPREAD * 4, min + SPREAD * 4);
  switch (schema.format) {
    case 'uuid':
      return ctx.ids.length > 0 ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
    case 'email':
      return fc.stringMatching(/^[a-z]{1,10}@example\.com$/);
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const matching = patternValue(schema.pattern, min, schema.maxLength);
    if (matching) return matching;
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

/** Strings matching a pattern, cut to the maximum length; undefined when fast-check cannot read the pattern. */
function patternValue(
  pattern: string,
  min: number,
  max: number | undefined,
): fc.Arbitrary<string> | undefined {
  try {
    return fc
      .stringMatching(new RegExp(pattern))
      .map((s) => (max === undefined ? s : s.slice(0, max)))
      .filter((s) => s.length >= min);
  } catch {
    return undefined;
  }
}
