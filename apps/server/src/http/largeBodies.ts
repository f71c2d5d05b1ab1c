import {
  findUnsafeInput,
  importDiagramBodySchema,
  movePositionsBodySchema,
  TOO_DEEP_MESSAGE,
} from '@relata/core';
import type { z } from 'zod';
import { issueFields, zodIssueWhere } from './errors';
import { parseJsonText, scanJson } from './jsonText';
import { packSlices, sliceJson, type PackedSlices } from './jsonSlices';

/**
 * The most a route may read on the main thread (about 20 ms to parse the worst megabyte: 330 000
 * empty arrays). A route with a larger limit has every JSON body read in the body worker.
 */
export const INLINE_BODY_LIMIT = 1024 * 1024;

/**
 * The most heap a body's parse may take, by scanJson's ceiling: an import of 38 MB comes to about
 * 135 MB (226 MB for the densest, a million three-field columns), 13 million empty objects in
 * 37 MB to 1.3 GB. JSON.parse cannot be stopped once it runs, and a worker that reaches its heap
 * limit inside it takes the whole process down (Node.js 20: "Reached heap limit", where a limit
 * reached in JavaScript ends the worker alone); such a body is a 413 before it is parsed, far below
 * the worker's limit (bodyWorkerPool.ts).
 */
export const PARSE_HEAP_BUDGET = 512 * 1024 * 1024;

/** The size of the slices a large body's value comes back in (about 1 ms of parsing each). */
const SLICE_CHARS = 128 * 1024;

/**
 * The body schemas of the routes that take more than INLINE_BODY_LIMIT, by name: the worker
 * validates their bodies with them, so that neither parsing nor validating holds the main thread
 * (about 1 s for a 16 MB import, and 4.2 s for 1 MB of empty columns: the schema reports each one's
 * missing fields, 960 000 issues). A route with a larger limit and a schema not named here does not
 * start (jsonBody.ts, declareLargeBodies).
 */
export const LARGE_BODY_SCHEMAS = {
  importDiagram: importDiagramBodySchema,
  movePositions: movePositionsBodySchema,
} satisfies Record<string, z.ZodType>;

/** The name of a large body's schema. */
export type LargeBodySchema = keyof typeof LARGE_BODY_SCHEMAS;

/**
 * What reading a large body came to: its validated value in slices of JSON text (in shared
 * memory), a body whose parse would take too much memory (413), text that is not JSON, or the
 * fields of a 400 (too deep, unsafe text, or what the route's schema refuses).
 */
export type LargeBodyResult =
  | { value: PackedSlices }
  | { tooLarge: true }
  | { invalidJson: true }
  | { fields: Record<string, string> };

/**
 * Reads a JSON body of a large-body route as the main thread reads others, and runs what the
 * input guard and the route's schema would there: nesting measured before anything is built, the text
 * parsed, control characters looked for, the schema applied. Runs in the body worker.
 */
export function readLargeBody(bytes: Uint8Array, schema: LargeBodySchema): LargeBodyResult {
  const scan = scanJson(bytes);
  if (scan.tooDeep) return { fields: { [scan.tooDeep.join('.')]: TOO_DEEP_MESSAGE } };
  if (scan.parsedBytes > PARSE_HEAP_BUDGET) return { tooLarge: true };
  let value: unknown;
  try {
    value = parseJsonText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString());
  } catch {
    return { invalidJson: true };
  }
  const unsafe = findUnsafeInput(value);
  if (unsafe) return { fields: { [unsafe.path.join('.') || 'body']: unsafe.message } };
  const result = LARGE_BODY_SCHEMAS[schema].safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({
      where: zodIssueWhere(i.path),
      message: i.message,
    }));
    return { fields: issueFields(issues, 'body') };
  }
  return { value: packSlices(sliceJson(result.data, SLICE_CHARS)) };
}
