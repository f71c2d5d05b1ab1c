// docs/architecture.md's folder tree against the folders that exist: every source folder of the
// repository has its line, and no line names a folder that is gone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** Where the code lives, and how deep the tree describes each place. */
const PLACES = [
  ['.ci', 0],
  ['scripts', 0],
  ['docs', 0],
  ['packages/core', 3],
  ['apps/server', 4],
  ['apps/web', 3],
  ['apps/web/src/features/diagram', 1],
  ['apps/web/src/features/wireframes', 1],
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

/** The folders the tree names: the first word of each line of its code block, without the slash. */
function described() {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const tree = /## Folder tree[^\n]*\n+```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  return tree
    .split('\n')
    .map((line) => line.split(/\s+/)[0]?.replace(/\/$/, ''))
    .filter(Boolean);
}

describe('docs/architecture.md folder tree', () => {
  it('has a line for every folder of the code', () => {
    const listed = new Set(described());
    const missing = PLACES.flatMap(([dir, depth]) => folders(dir, depth)).filter(
      (f) => !listed.has(f),
    );
    expect(missing).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    const gone = described().filter((f) => !fs.existsSync(path.join(root, f)));
    expect(gone).toEqual([]);
  });
});
