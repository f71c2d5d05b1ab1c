import {
  importDdl,
  type ImportDiagnostic,
  type ImportFormat,
  type ImportLayout,
  withoutAttributeDefaults,
} from '@relata/core';
import { COMPRESS_MIN_CHARS, gzipText } from '../../../lib/api/gzip';

/**
 * A read script: its diagnostics, how many tables and comments it holds, and its model as JSON,
 * each column without the fields that hold their default (the import's schema fills them in).
 * The worker writes the JSON, so the main thread neither receives the model as a clone nor writes
 * it again for the import's body: at 10 000 tables that is 11 MB (24 MB with every default).
 */
export interface ReadScript {
  warnings: ImportDiagnostic[];
  errors: ImportDiagnostic[];
  tables: number;
  comments: number;
  modelJson: string;
}

/**
 * Reads a script (core's importDdl: parsing and layout, the tables measured as `layout` says they
 * are drawn, for the screen it gives) into a ReadScript.
 */
export function readScript(text: string, format: ImportFormat, layout?: ImportLayout): ReadScript {
  const { model, warnings, errors } = importDdl(text, format, layout ? { layout } : {});
  return {
    warnings,
    errors,
    tables: model.tables.length,
    comments: model.comments.length,
    modelJson: JSON.stringify(withoutAttributeDefaults(model)),
  };
}

/** A request to the import worker. */
export interface ImportRequest {
  id: number;
  text: string;
  format: ImportFormat;
  layout?: ImportLayout;
}

/**
 * The import worker's answers to one request: the read script (or the error), then the model's
 * JSON gzip-compressed when it is long enough and the browser can (null otherwise).
 */
export type ImportReply =
  | { id: number; result: ReadScript }
  | { id: number; error: string }
  | { id: number; gzip: ArrayBuffer | null };

/** The model's JSON gzip-compressed when compressing it pays (COMPRESS_MIN_CHARS), else null. */
export async function gzipModel(modelJson: string): Promise<ArrayBuffer | null> {
  if (modelJson.length < COMPRESS_MIN_CHARS || typeof CompressionStream !== 'function') return null;
  return gzipText(modelJson);
}
