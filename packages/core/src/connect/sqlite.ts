import { readFile } from 'node:fs/promises';
import initSqlJs from 'sql.js';
import { LiveError } from './errors';
import { errorCode, errorText } from './limits';
import type { LiveTarget } from './url';

let engine: ReturnType<typeof initSqlJs> | undefined;

/** The file's bytes, or a LiveError saying why they cannot be read. */
async function fileBytes(file: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = errorCode(error);
    throw new LiveError(
      'unreachable',
      code === 'ENOENT'
        ? `sqlite:${file}: no such file`
        : `sqlite:${file}: cannot read the file: ${errorText(error)}`,
    );
  }
}

/**
 * Runs the catalog query on a SQLite file: the file is read into memory and opened there, so
 * nothing can be written back to it. sql.js runs the query to its end (it cannot be interrupted);
 * only the size cap bounds it.
 */
export async function sqliteCatalogText(target: LiveTarget, query: string): Promise<unknown> {
  const file = target.file ?? '';
  const bytes = await fileBytes(file);
  const SQL = await (engine ??= initSqlJs());
  let db: InstanceType<typeof SQL.Database> | undefined;
  try {
    db = new SQL.Database(bytes);
    const results = db.exec(query);
    return results.at(-1)?.values[0]?.[0];
  } catch (error) {
    throw new LiveError('query', `sqlite:${file}: the catalog query failed: ${errorText(error)}`);
  } finally {
    db?.close();
  }
}
