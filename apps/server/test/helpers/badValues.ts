import fc from 'fast-check';

/** Raw JSON text put where a value goes: tokens JSON.stringify cannot write (NaN, 1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** One bad request body: the text sent and what was done to the valid body, for failure reports. */
export interface BadBody {
  text: string;
  what: string;
}

/** Nesting depth of the deeply nested values (the issue asks for 10 000). */
const DEEP = 10_000;
/** One megabyte, the default body limit. */
const MEGABYTE = 1024 * 1024;

/** Control characters and lone surrogates; tab and line feed are legal and not among them. */
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u001B', '\u007F', '\uD800'];
/** Keys that name Object.prototype's members or reach it. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'prototype',
  'hasOwnProperty',
  'valueOf',
] as const;

/** Texts with a control character somewhere in them. */
const controlText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Ids that are not ids of anything the caller may touch. */
function invalidIds(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1.5',
      'NaN',
      'null',
      'undefined',
      'not-an-id',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      "1' or '1'='1",
      '../../etc/passwd',
      ...PROTOTYPE_KEYS,
    ),
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.uuid().map((u) => `${u} `),
    realIds.length > 0 ? fc.constantFrom(...realIds) : fc.uuid(),
  );
}

/** Values of every JSON type, for a field that expects another. */
const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, 1, '', 'text', [], {}, [1, 'a'], { a: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A string over 1 MB (past the body limit: 413) and one of 512 KB under it, so that the field's own
 * limit decides (or the import's larger body limit lets it through to the service).
 */
const hugeStrings = fc.constantFrom('x'.repeat(MEGABYTE + 1), 'é'.repeat(MEGABYTE / 4));

/** Values nested 10 000 deep. */
const deepValues = fc.constantFrom(
  new RawJson('['.repeat(DEEP) + ']'.repeat(DEEP)),
  new RawJson('{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)),
);

/** Numbers JSON cannot carry, negative numbers, and numbers past any sensible range. */
const badNumbers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(new RawJson('NaN'), new RawJson('Infinity'), new RawJson('-Infinity')),
  fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('-0')),
  fc.constantFrom(-1, -0.5, -1e9, -1e308, Number.MIN_SAFE_INTEGER, 2 ** 53 + 2, 1e308, 0.1),
  fc.integer({ max: -1 }),
);

type Path = Array<string | number>;

/** Every position in a JSON value: the root, each property and each item. */
function positions(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => positions(v, [...path, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([k, v]) => positions(v, [...path, k])));
  return here;
}

/** The containers (objects, arrays) of a value, by path. */
function objectPositions(value: unknown): Path[] {
  return positions(value).filter((p) => {
    const v = at(value, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });
}

function at(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) v = (v as Record<string | number, unknown>)[k];
  return v;
}

/** A copy of the value with the position replaced (or deleted when `replacement` is `DELETE`). */
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    if (rest.length === 0 && replacement === DELETE) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === DELETE) delete copy[head];
  // defineProperty, not assignment: assigning `__proto__` would set the prototype, not a key.
  else
    Object.defineProperty(copy, head, {
      value: replaced(copy[head], rest, replacement),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}
const DELETE = Symbol('delete');

/**
 * JSON text of a value that may hold RawJson tokens. `__proto__` keys stay own keys: the
 * objects come from spreading, never from a literal that would set the prototype instead.
 */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\uE000${raws.length - 1}\uE000`;
    }
    return v;
  });
  return text.replace(/"\uE000(\d+)\uE000"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

const show = (path: Path) => (path.length ? path.join('.') : '(body)');
const describe = (v: unknown) => {
  if (v instanceof RawJson) return v.text.length > 20 ? `${v.text.slice(0, 12)}… (deep)` : v.text;
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 30)}… (${s.length} chars)` : s;
};

/** The kinds of mutation of a valid body; the walk tries each on every operation that has a body. */
export const BODY_MUTATIONS = [
  'wrong type',
  'missing field',
  'extra field',
  'control characters',
  '1 MB string',
  'deep nesting',
  'prototype key',
  'bad number',
  'invalid id',
] as const;

/** One kind of body mutation. */
export type BodyMutation = (typeof BODY_MUTATIONS)[number];

/**
 * Bad bodies of one kind made from a valid body: the mutation lands at a position drawn from the
 * body, where that kind means something (control characters in a string, bad numbers in a number),
 * or anywhere when the body has no such position.
 */
export function mutatedBody(
  kind: BodyMutation,
  valid: unknown,
  realIds: readonly string[],
): fc.Arbitrary<BadBody> {
  const all = positions(valid);
  const fields = all.filter((p) => p.length > 0);
  const ofType = (type: string) => {
    const found = fields.filter((p) => typeof at(valid, p) === type);
    return found.length > 0 ? found : all;
  };
  const objects = objectPositions(valid);
  const keyed = objects.filter((p) => Object.keys(at(valid, p) as object).length > 0);
  const replace = (where: Path[], bad: fc.Arbitrary<unknown>) =>
    fc.tuple(fc.constantFrom(...where), bad).map(([p, v]) => ({
      text: toJsonText(replaced(valid, p, v)),
      what: `${kind}: ${show(p)} = ${describe(v)}`,
    }));
  const addKey = (key: fc.Arbitrary<string>, bad: fc.Arbitrary<unknown>) =>
    objects.length === 0
      ? replace(all, bad)
      : fc.tuple(fc.constantFrom(...objects), key, bad).map(([p, k, v]) => ({
          text: toJsonText(replaced(valid, [...p, k], v)),
          what: `${kind}: ${show([...p, k])} = ${describe(v)}`,
        }));
  switch (kind) {
    case 'wrong type':
      return replace(all, wrongTypes);
    case 'missing field':
      if (keyed.length === 0) return fc.constant({ text: '', what: `${kind}: no body at all` });
      return fc.constantFrom(...keyed).chain((p) =>
        fc.constantFrom(...Object.keys(at(valid, p) as object)).map((k) => ({
          text: toJsonText(replaced(valid, [...p, k], DELETE)),
          what: `${kind}: ${show([...p, k])}`,
        })),
      );
    case 'extra field':
      return addKey(fc.string({ minLength: 1, maxLength: 12 }), wrongTypes);
    case 'control characters':
      return fc.oneof(
        { arbitrary: replace(ofType('string'), controlText), weight: 3 },
        addKey(controlText, wrongTypes),
      );
    case '1 MB string':
      return replace(ofType('string'), hugeStrings);
    case 'deep nesting':
      return replace(all, deepValues);
    case 'prototype key':
      return addKey(fc.constantFrom(...PROTOTYPE_KEYS), wrongTypes);
    case 'bad number':
      return replace(ofType('number'), badNumbers);
    case 'invalid id':
      return replace(ofType('string'), invalidIds(realIds));
  }
}

/** Bodies no route may accept, whatever its schema: broken JSON, control characters, deep nesting, prototype keys, oversize. */
export const junkBody: fc.Arbitrary<BadBody> = fc.oneof(
  fc.constantFrom('{', '{"a":}', 'NaN', "{'a':1}", '\u0000', '[1,]').map((text) => ({
    text,
    what: `broken JSON ${JSON.stringify(text)}`,
  })),
  controlText.map((s) => ({ text: JSON.stringify({ a: s }), what: `a = ${JSON.stringify(s)}` })),
  fc
    .constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '['.repeat(DEEP) + ']'.repeat(DEEP),
      JSON.stringify({ a: 'x'.repeat(MEGABYTE + 1) }),
    )
    .map((text) => ({ text, what: `junk ${describe(new RawJson(text))}` })),
);

/** A path segment as sent: encoded text, or raw bytes that are not valid percent-encoding or UTF-8. */
interface BadSegment {
  segment: string;
  what: string;
}

/** Bad values for one path parameter. */
export function badSegment(realIds: readonly string[]): fc.Arbitrary<BadSegment> {
  const encoded = (s: string) => ({ segment: encodeURIComponent(s), what: describe(s) });
  return fc.oneof(
    invalidIds(realIds)
      .filter((s) => s !== '')
      .map(encoded),
    controlText.filter((s) => !/[\uD800-\uDFFF]/.test(s)).map(encoded),
    fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%80', '%00', '..').map((s) => ({
      segment: s,
      what: `raw ${s}`,
    })),
    fc.constantFrom(501, 2000, 20_000).map((n) => ({ segment: 'a'.repeat(n), what: `${n} chars` })),
    fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }).map(encoded),
  );
}

/** Query strings every route must refuse: control characters in a key or a value. */
export const junkQuery: fc.Arbitrary<{ query: string; what: string }> = fc
  .tuple(fc.constantFrom<string>('x', ...PROTOTYPE_KEYS), controlText, fc.boolean())
  .filter(([, text]) => !/[\uD800-\uDFFF]/.test(text))
  .map(([key, text, inKey]) => {
    const [k, v] = inKey ? [`${key}${text}`, '1'] : [key, text];
    return {
      query: `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
      what: `query ${JSON.stringify(k)}=${JSON.stringify(v)}`,
    };
  });
