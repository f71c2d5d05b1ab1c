// The smoke set names its tests by file and exact name (scripts/smoke.mjs): a renamed test would
// quietly leave it, and a new server module would have none. Both are caught here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMOKE_CLI, SMOKE_TESTS } from './smoke.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the smoke set', () => {
  it('names tests that exist, each in its file', () => {
    const missing = SMOKE_TESTS.filter(([, file, name]) => {
      const source = fs.readFileSync(path.join(root, 'apps/server/test', file), 'utf8');
      return ![`'${name}'`, `"${name}"`, `\`${name}\``].some((quoted) => source.includes(quoted));
    }).map(([, file, name]) => `${file}: ${name}`);
    expect(missing).toEqual([]);
    expect(fs.existsSync(path.join(root, SMOKE_CLI))).toBe(true);
  });

  it('has a test for every server module', () => {
    const covered = new Set(SMOKE_TESTS.flatMap(([modules]) => modules.split(', ')));
    const modules = fs
      .readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(modules.filter((m) => !covered.has(m))).toEqual([]);
  });
});
