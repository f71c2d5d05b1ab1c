/**
 * A parsed value handed from the body worker to the main thread in slices of JSON text, so that
 * the main thread builds it a slice at a time between other requests. A structured clone of a
 * 40 MB body's value took the receiving thread 2.3 s in one piece, more than parsing its text;
 * the text is shared memory the worker wrote, so the main thread copies none of it at once.
 */

/** A key or an index on the way from the root value to a slice's place. */
export type SlicePath = Array<string | number>;

/**
 * One step of rebuilding a value: `set` puts the slice's value at `at` (the root when empty),
 * `append` adds the items of its array to the array at `at`, `assign` the entries of its object
 * to the object at `at`.
 */
export interface JsonSlice {
  at: SlicePath;
  op: 'set' | 'append' | 'assign';
  json: string;
}

type Container = unknown[] | Record<string, unknown>;

const isContainer = (v: unknown): v is Container => v !== null && typeof v === 'object';

/**
 * What is left of `budget` after the value's JSON text, roughly (strings by their length, numbers
 * as 8 characters); below zero as soon as the text is larger, having looked at no more of it.
 */
function remainingAfter(value: unknown, budget: number): number {
  if (typeof value === 'string') return budget - value.length - 2;
  if (!isContainer(value)) return budget - 8;
  let left = budget - 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      left = remainingAfter(item, left - 1);
      if (left < 0) return left;
    }
    return left;
  }
  for (const key in value) {
    left = remainingAfter(value[key], left - key.length - 4);
    if (left < 0) return left;
  }
  return left;
}

/**
 * The slices of a JSON value, each of about `size` characters of text or less (a single string
 * longer than that is one slice). The value's containers larger than a slice are sent empty and
 * filled by the slices after them, so the rebuilt value has the same items and keys in the same
 * order.
 */
export function sliceJson(value: unknown, size: number): JsonSlice[] {
  const out: JsonSlice[] = [];
  sliceInto(value, [], out, size);
  return out;
}

function sliceInto(value: unknown, at: SlicePath, out: JsonSlice[], size: number): void {
  if (!isContainer(value) || remainingAfter(value, size) >= 0) {
    out.push({ at, op: 'set', json: JSON.stringify(value) ?? 'null' });
    return;
  }
  const array = Array.isArray(value);
  out.push({ at, op: 'set', json: array ? '[]' : '{}' });
  let batch: string[] = [];
  let length = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const json = array ? `[${batch.join(',')}]` : `{${batch.join(',')}}`;
    out.push({ at, op: array ? 'append' : 'assign', json });
    batch = [];
    length = 0;
  };
  const entries: Array<[string | number, unknown]> = array
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const name = array ? '' : `${JSON.stringify(key)}:`;
    if (isContainer(item) && remainingAfter(item, size) < 0) {
      // A place held by null, then filled by the item's own slices.
      flush();
      out.push({ at, op: array ? 'append' : 'assign', json: array ? '[null]' : `{${name}null}` });
      sliceInto(item, [...at, key], out, size);
      continue;
    }
    const json = JSON.stringify(item);
    if (json === undefined) continue;
    if (length + json.length > size) flush();
    batch.push(name + json);
    length += name.length + json.length + 1;
  }
  flush();
}

/** Slices whose text lies in one shared buffer: the worker writes it, the main thread reads it. */
export interface PackedSlices {
  text: SharedArrayBuffer;
  slices: Array<Omit<JsonSlice, 'json'> & { start: number; end: number }>;
}

/** Writes the slices' text into one shared buffer (UTF-8), in order. */
export function packSlices(slices: JsonSlice[]): PackedSlices {
  const sizes = slices.map((s) => Buffer.byteLength(s.json));
  const text = new SharedArrayBuffer(sizes.reduce((a, b) => a + b, 0));
  const bytes = Buffer.from(text);
  let offset = 0;
  const packed = slices.map(({ at, op, json }, i) => {
    const start = offset;
    offset += bytes.write(json, start);
    return { at, op, start, end: start + (sizes[i] ?? 0) };
  });
  return { text, slices: packed };
}

/** The slice at an index of a packed set, its text read back. */
export function unpackSlice(packed: PackedSlices, index: number): JsonSlice {
  const slice = packed.slices[index];
  if (!slice) throw new Error('No such body slice.');
  const json = Buffer.from(packed.text).toString('utf8', slice.start, slice.end);
  return { at: slice.at, op: slice.op, json };
}

/** The container a slice writes into: the value at `at`, or for `set` its parent. */
function containerAt(root: unknown, path: SlicePath): Container {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  if (!isContainer(node)) throw new Error('A body slice names no container.');
  return node;
}

/** Applies one slice to the value built so far and answers the new root. */
export function applySlice(root: unknown, slice: JsonSlice): unknown {
  const value: unknown = JSON.parse(slice.json);
  if (slice.op === 'set') {
    const last = slice.at.at(-1);
    if (last === undefined) return value;
    (containerAt(root, slice.at.slice(0, -1)) as Record<string | number, unknown>)[last] = value;
    return root;
  }
  const target = containerAt(root, slice.at);
  if (slice.op === 'append' && Array.isArray(target) && Array.isArray(value)) {
    for (const item of value) target.push(item);
  } else if (slice.op === 'assign' && !Array.isArray(target) && isContainer(value)) {
    // Keys were checked for `__proto__` before slicing; defineProperty never sets a prototype.
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(target, key, {
        value: item,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  } else {
    throw new Error('A body slice does not fit the value built so far.');
  }
  return root;
}
