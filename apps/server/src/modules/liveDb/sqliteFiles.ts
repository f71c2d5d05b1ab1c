import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/errors';

/** The 422 of a SQLite file the server may not read. */
const refused = (message: string) =>
  new AppError(
    422,
    'unprocessable',
    `${message} The operator lists the folders whose SQLite files connections may read in LIVE_DB_FILES (docs/live-databases.md).`,
  );

/** Whether `inner` is `outer` or lies beneath it (both resolved, absolute). */
const within = (outer: string, inner: string) => {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** A path's real path, or undefined when it does not exist or cannot be read. */
const realPath = (p: string) => fs.realpath(p).catch(() => undefined);

/**
 * Checks a SQLite connection's file: an absolute path under one of the LIVE_DB_FILES folders,
 * both before and after following links (no `..` and no symbolic link leads out), and a regular
 * file. Answers the real path, which is what the server opens (read-only). The file system is
 * touched only for a path that is lexically inside a listed folder, so that a refused path tells
 * nothing of the machine's other files.
 */
export async function checkedSqliteFile(folders: readonly string[], file: string): Promise<string> {
  if (!path.isAbsolute(file)) throw refused(`Give the SQLite file’s absolute path (${file}).`);
  const asked = path.resolve(file);
  const listed = folders.filter((folder) => within(folder, asked));
  if (listed.length === 0)
    throw refused(`The server may not read ${file}: it is in no listed folder.`);
  const real = await realPath(asked);
  if (!real) throw new AppError(422, 'unprocessable', `The SQLite file ${file} does not exist.`);
  const realFolders = await Promise.all(listed.map(realPath));
  if (!realFolders.some((folder) => folder !== undefined && within(folder, real)))
    throw refused(`The server may not read ${file}: a link leads out of the listed folder.`);
  const stat = await fs.stat(real);
  if (!stat.isFile()) throw new AppError(422, 'unprocessable', `${file} is not a file.`);
  return real;
}
