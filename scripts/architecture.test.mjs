// docs/architecture.md against the code it maps: its folder tree names every source folder of the
// repository and no folder that is gone, its feature table every web feature and server module,
// every path it names exists, and it stays short. docs/decisions/: every record is in the index,
// in order, with its date and its Context, Decision and Consequences.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** Where the code lives, and how deep the tree describes each place. */
const PLACES = [
  ['.ci', 0],
  ['scripts', 0],
  ['docs', 1],
  ['packages/core', 2],
  ['apps/server', 3],
  ['apps/web', 2],
  ['e2e', 1],
  ['bench', 2],
];
// Build and test outputs (`generated`: the OpenAPI test's client types) are not code folders.
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'generated',
  'test-results',
  'playwright-report',
  'coverage',
]);
/** The map must stay readable in one sitting. */
const MAX_MAP_LINES = 250;
/** Where a path the map names may start: the root, or a folder the map says its paths are under. */
const PATH_BASES = [
  '',
  'packages/core/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/src/features/diagram',
];
const DECISIONS = 'docs/decisions';
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const map = () => read('docs/architecture.md');

function folders(dir, depth) {
  const found = [dir];
  if (depth === 0) return found;
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED.has(entry.name) || entry.name.startsWith('test-results'))
      continue;
    found.push(...folders(`${dir}/${entry.name}`, depth - 1));
  }
  return found;
}

const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The folders the tree names: the first word of each line of its code block, without the slash. */
function described() {
  const tree = /## Folder tree[^\n]*\n+```\n([\s\S]*?)```/.exec(map())?.[1] ?? '';
  return tree
    .split('\n')
    .map((line) => line.split(/\s+/)[0]?.replace(/\/$/, ''))
    .filter(Boolean);
}

/** The text of one `## ` section of the map, up to the next. */
function section(heading) {
  const doc = map();
  const start = doc.indexOf(`\n## ${heading}`);
  if (start === -1) return '';
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/**
 * Paths the map names in inline code: words joined by slashes; not a URL path, a package name or
 * a place outside the repository (`../shared/...`).
 */
function namedPaths() {
  const prose = map().replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1])
    .filter((s) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(s) && s.includes('/') && !s.startsWith('../'));
}

/** Relative links `[text](target)` of a markdown file, without their #fragment. */
function links(file) {
  return [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/i.test(target));
}

const records = () => fs.readdirSync(path.join(root, DECISIONS)).filter((f) => f !== 'README.md');

describe('docs/architecture.md, the map', () => {
  it('has a line in its folder tree for every folder of the code', () => {
    const listed = new Set(described());
    const missing = PLACES.flatMap(([dir, depth]) => folders(dir, depth)).filter(
      (f) => !listed.has(f),
    );
    expect(missing).toEqual([]);
  });

  it('names no folder in its tree that does not exist', () => {
    const gone = described().filter((f) => !fs.existsSync(path.join(root, f)));
    expect(gone).toEqual([]);
  });

  it(`is under ${MAX_MAP_LINES} lines`, () => {
    expect(map().split('\n').length).toBeLessThan(MAX_MAP_LINES);
  });

  it('places every web feature and server module in the feature table', () => {
    const table = section('Where each feature lives');
    expect(table).not.toBe('');
    const missing = [
      ...subfolders('apps/web/src/features').map((f) => `features/${f}/`),
      ...subfolders('apps/server/src/modules').map((m) => `modules/${m}/`),
    ].filter((name) => !table.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });

  it('names only paths that exist', () => {
    const named = namedPaths();
    expect(named.length).toBeGreaterThan(50);
    const gone = named.filter(
      (p) => !PATH_BASES.some((base) => fs.existsSync(path.join(root, base, p))),
    );
    expect(gone).toEqual([]);
  });

  it('links only to files that exist', () => {
    const broken = links('docs/architecture.md').filter(
      (target) => !fs.existsSync(path.join(root, 'docs', target)),
    );
    expect(broken).toEqual([]);
  });
});

describe('docs/decisions, the decision records', () => {
  it('names each record NNNN-slug.md, numbered from 0001 without a gap', () => {
    const names = records().sort();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((f) => !RECORD_NAME.test(f))).toEqual([]);
    expect(names.map((f) => Number(RECORD_NAME.exec(f)?.[1]))).toEqual(names.map((_, i) => i + 1));
  });

  it('lists every record in the index, in order, and every link of the index resolves', () => {
    const linked = links(`${DECISIONS}/README.md`);
    const broken = linked.filter((target) => !fs.existsSync(path.join(root, DECISIONS, target)));
    expect(broken).toEqual([]);
    expect(linked.filter((target) => RECORD_NAME.test(target))).toEqual(records().sort());
  });

  it('gives each record a title, a date and its Context, Decision and Consequences', () => {
    const malformed = records().filter((file) => {
      const text = read(`${DECISIONS}/${file}`);
      const number = RECORD_NAME.exec(file)?.[1];
      const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
      return !(
        new RegExp(`^# ${number}\\. \\S`).test(text) &&
        /^Date: \d{4}-\d{2}-\d{2}$/m.test(text) &&
        headings.join('|') === 'Context|Decision|Consequences'
      );
    });
    expect(malformed).toEqual([]);
  });

  it('dates the records in the order they are numbered', () => {
    const dates = records()
      .sort()
      .map((file) => /^Date: (\S+)$/m.exec(read(`${DECISIONS}/${file}`))?.[1] ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it('links only to files that exist', () => {
    const broken = records().flatMap((file) =>
      links(`${DECISIONS}/${file}`)
        .filter((target) => !fs.existsSync(path.join(root, DECISIONS, target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
