import {
  addToCanvas,
  type Box,
  type CanvasTable,
  importBounds,
  type ImportDiagnostic,
  type ImportFormat,
  type ImportLayout,
  type ReadImport,
  readImport,
  type UnresolvedReference,
  withoutAttributeDefaults,
} from '@relata/core';
import { COMPRESS_MIN_CHARS, gzipText } from '../../../lib/api/gzip';

/**
 * What reading a script found: its diagnostics, the references it could not link (issue 36, item
 * 3), how many tables and comments it holds, and the rectangle they take where it placed them.
 */
export interface ReadSummary {
  warnings: ImportDiagnostic[];
  errors: ImportDiagnostic[];
  unresolved: UnresolvedReference[];
  tables: number;
  comments: number;
  bounds?: Box;
}

/**
 * A read script: its summary, and its model as JSON, each column without the fields that hold
 * their default (the import's schema fills them in), written when asked. The worker writes the
 * JSON, so the main thread neither receives the model as a clone nor writes it again for the
 * import's body: at 10 000 tables that is 11 MB (24 MB with every default) and about 0.4 s.
 */
export interface ReadScript {
  summary: ReadSummary;
  modelJson: () => string;
}

/**
 * The canvas a script is read for. "Add to diagram" gives its tables (references to them become
 * relationships) and the rectangle of what it holds (the import goes beside it); "Replace
 * diagram" gives neither.
 */
export interface ImportTarget {
  canvas?: CanvasTable[];
  beside?: Box;
}

/** The last script read, as read before it was linked and placed. */
let last: { text: string; format: ImportFormat; layout: string; read: ReadImport } | undefined;

/**
 * Reads a script (core's readImport: parsing and layout, the tables measured as `layout` says they
 * are drawn, for the screen it gives) for `target` (core's addToCanvas). The last reading is kept:
 * the same script for another target (Add, then Replace) is not read again.
 */
export function readScript(
  text: string,
  format: ImportFormat,
  layout: ImportLayout = {},
  target: ImportTarget = {},
): ReadScript {
  const { display, screen } = layout;
  const shape = JSON.stringify([display, screen]);
  if (!last || last.text !== text || last.format !== format || last.layout !== shape) {
    last = undefined;
    const read = readImport(text, format, {
      layout: { ...(display ? { display } : {}), ...(screen ? { screen } : {}) },
    });
    last = { text, format, layout: shape, read };
  }
  const { model, warnings, errors, unresolved } = addToCanvas(last.read, {
    ...(target.canvas ? { canvas: target.canvas } : {}),
    layout: { ...layout, ...(target.beside ? { beside: target.beside } : {}) },
  });
  const bounds = importBounds(model, display);
  return {
    summary: {
      warnings,
      errors,
      unresolved,
      tables: model.tables.length,
      comments: model.comments.length,
      ...(bounds ? { bounds } : {}),
    },
    modelJson: () => JSON.stringify(withoutAttributeDefaults(model)),
  };
}

/** Lets go of the last script read (the dialog closed): at 10 000 tables it is tens of MB. */
export function forgetScript(): void {
  last = undefined;
}

/** A request to the import worker: a script to read, or (`forget`) to let go of the last one. */
export type ImportRequest =
  | {
      id: number;
      text: string;
      format: ImportFormat;
      layout?: ImportLayout;
      target?: ImportTarget;
    }
  | { forget: true };

/**
 * The import worker's answers to one request: the read script's summary (or the error), then its
 * model's JSON (null when a newer request came first: nobody waits for this one, so it was not
 * written), then that JSON gzip-compressed when it is long enough and the browser can (else null).
 */
export type ImportReply =
  | { id: number; result: ReadSummary }
  | { id: number; error: string }
  | { id: number; json: string | null }
  | { id: number; gzip: ArrayBuffer | null };

/** The model's JSON gzip-compressed when compressing it pays (COMPRESS_MIN_CHARS), else null. */
export async function gzipModel(modelJson: string): Promise<ArrayBuffer | null> {
  if (modelJson.length < COMPRESS_MIN_CHARS || typeof CompressionStream !== 'function') return null;
  return gzipText(modelJson);
}
