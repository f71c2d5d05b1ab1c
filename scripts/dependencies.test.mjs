// docs/dependencies.md against the package.json files: every runtime dependency is listed with a
// reason, none is unused, and the runtime code imports nothing it does not declare.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const manifest = (dir) => JSON.parse(read(path.join(dir, 'package.json')));

/** Each workspace with runtime dependencies: its heading in the doc and the code it runs. */
const WORKSPACES = [
  { dir: '.', heading: 'Repository root', code: ['scripts/start.mjs'] },
  { dir: 'apps/server', heading: 'Server', code: ['apps/server/src'] },
  { dir: 'apps/web', heading: 'Web app', code: ['apps/web/src'] },
  { dir: 'packages/core', heading: 'Core', code: ['packages/core/src', 'packages/core/bin'] },
];

/** The package names of the doc's table under a `## <heading>` (`@x/*` (a, b) counts as @x/a, @x/b). */
function documented(heading) {
  const section = read('docs/dependencies.md')
    .split(/^## /m)
    .find((s) => s.startsWith(heading));
  const names = [];
  for (const line of (section ?? '').split('\n')) {
    const first = /^\|([^|]+)\|/.exec(line)?.[1];
    if (!first || /^[\s-]*$/.test(first)) continue;
    const family = /`(@[^`]+)\/\*`\s*\(([^)]*)\)/.exec(first);
    if (family) names.push(...family[2].split(',').map((s) => `${family[1]}/${s.trim()}`));
    else names.push(...[...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  }
  return names.sort();
}

/** Source files below the given paths, tests left out. */
function sources(paths) {
  const files = [];
  const visit = (p) => {
    const abs = path.join(root, p);
    if (fs.statSync(abs).isDirectory()) for (const e of fs.readdirSync(abs)) visit(path.join(p, e));
    else if (/\.(m?js|tsx?)$/.test(p) && !/\.test\.|[\\/]test[\\/]/.test(p)) files.push(p);
  };
  paths.forEach(visit);
  return files;
}

const IMPORT =
  /(?:^|[^.\w])(import|export)(\s+type)?\b[^'";]*?from\s*['"]([^'"]+)['"]|import(?:\.meta\.resolve)?\s*\(\s*['"]([^'"]+)['"]/g;

/** The packages a file imports: value imports and type-only imports apart. */
function importsOf(file) {
  const values = new Set();
  const types = new Set();
  for (const m of read(file).matchAll(IMPORT)) {
    const specifier = m[3] ?? m[4];
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (builtinModules.includes(name)) continue;
    (m[2] ? types : values).add(name);
  }
  return { values, types };
}

describe('docs/dependencies.md', () => {
  for (const { dir, heading, code } of WORKSPACES) {
    const pkg = manifest(dir);
    const runtime = Object.keys(pkg.dependencies ?? {});
    const imports = sources(code).map(importsOf);
    const valueImports = new Set(imports.flatMap((i) => [...i.values]));

    it(`lists exactly the runtime dependencies of ${dir}`, () => {
      expect(documented(heading)).toEqual([...runtime].sort());
    });

    it(`${dir} declares every package its code imports`, () => {
      const declared = new Set([...runtime, ...Object.keys(pkg.devDependencies ?? {})]);
      const typeImports = new Set(imports.flatMap((i) => [...i.types]));
      expect([...valueImports].filter((n) => !runtime.includes(n))).toEqual([]);
      expect([...typeImports].filter((n) => !declared.has(n))).toEqual([]);
    });

    it(`${dir} has no runtime dependency it does not use`, () => {
      const scripts = Object.values(pkg.scripts ?? {}).join('\n');
      const unused = runtime.filter(
        (n) => !valueImports.has(n) && !new RegExp(`(^|\\s)${n}(\\s|$)`, 'm').test(scripts),
      );
      expect(unused).toEqual([]);
    });
  }

  it('e2e and bench have no runtime dependencies (they are tools)', () => {
    expect(manifest('e2e').dependencies ?? {}).toEqual({});
    expect(manifest('bench').dependencies ?? {}).toEqual({});
  });
});
