/**
 * The shared DDL fixtures: folders beside the repository (`<repo>/../shared/fixtures/<folder>`),
 * each with its files, an expected.json and a SOURCES.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import type { FixtureInfo } from '../scripts';

/**
 * Where the fixture folders live: beside the repository, or RELATA_FIXTURES_ROOT, to run the engine
 * proofs on other schemas (a folder of them with its own expected.json, named in RELATA_FIXTURES).
 */
export const SHARED_FIXTURES =
  process.env.RELATA_FIXTURES_ROOT ??
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fixtures');

/** Every fixture folder: the first batch and the second. */
export const ALL_FOLDERS = ['ddl', 'ddl-more'];

/**
 * The folders the tests use: both batches, or those RELATA_FIXTURES lists (`ddl` for the first
 * only).
 */
export const testFolders = (): string[] =>
  (process.env.RELATA_FIXTURES ?? ALL_FOLDERS.join(','))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** One fixture file. */
export interface Fixture {
  schema: string;
  dialect: SqlDialect;
  info: FixtureInfo;
  /** The folder its file and expected.json are in. */
  dir: string;
}

/**
 * The fixture names RELATA_FIXTURE_NAMES lists (`powerdns,quartz`), to run a few while working on
 * them; undefined (all of them) without it.
 */
const onlyNames = (): Set<string> | undefined => {
  const names = (process.env.RELATA_FIXTURE_NAMES ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 ? new Set(names) : undefined;
};

/** Every fixture of the given folders (a folder absent gives none), in expected.json's order. */
export function fixtureFiles(folders = testFolders()): Fixture[] {
  const only = onlyNames();
  return folders.flatMap((folder) => {
    const dir = resolve(SHARED_FIXTURES, folder);
    const path = resolve(dir, 'expected.json');
    if (!existsSync(path)) return [];
    const expected = JSON.parse(readFileSync(path, 'utf8')) as {
      schemas: Record<string, Record<string, FixtureInfo>>;
    };
    return Object.entries(expected.schemas)
      .filter(([schema]) => !only || only.has(schema))
      .flatMap(([schema, files]) =>
        Object.entries(files).map(([dialect, info]) => ({
          schema,
          dialect: dialect as SqlDialect,
          info,
          dir,
        })),
      );
  });
}

/** A fixture's text. */
export const fixtureText = (fixture: Fixture): string =>
  readFileSync(resolve(fixture.dir, fixture.info.file), 'utf8');
