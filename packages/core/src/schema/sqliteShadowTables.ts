/**
 * SQLite's shadow tables: those a virtual table's module makes beside it, named
 * `<virtual table>_<suffix>`. Creating the virtual table makes them again, so they are not part of
 * the schema as written (the live reader leaves them out, and so does the script importer).
 */

const FTS3_SUFFIXES = ['content', 'docsize', 'segments', 'segdir', 'stat'];
const RTREE_SUFFIXES = ['node', 'parent', 'rowid'];

/** Each module's shadow-table suffixes, as its xShadowName answers (lower case). */
const MODULE_SUFFIXES: ReadonlyMap<string, readonly string[]> = new Map([
  ['fts5', ['content', 'data', 'idx', 'docsize', 'config']],
  ['fts3', FTS3_SUFFIXES],
  ['fts4', FTS3_SUFFIXES],
  ['rtree', RTREE_SUFFIXES],
  ['rtree_i32', RTREE_SUFFIXES],
  ['geopoly', RTREE_SUFFIXES],
]);

/** Every module's suffixes, for a catalog that does not say which module made a table. */
export const SHADOW_SUFFIXES: readonly string[] = [
  ...new Set([...MODULE_SUFFIXES.values()].flat()),
];

/** The shadow-table suffixes of a virtual table's module (none for a module that makes none). */
export const shadowSuffixes = (module: string): readonly string[] =>
  MODULE_SUFFIXES.get(module.toLowerCase()) ?? [];
