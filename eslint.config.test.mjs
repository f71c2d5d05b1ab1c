import { ESLint, Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/**
 * What the repository's `no-restricted-imports` options (as eslint.config.js gives them to that
 * file) say about one import line in a file at `filePath`: the messages, none when it is allowed.
 */
async function importVerdict(filePath, specifier) {
  const config = await eslint.calculateConfigForFile(filePath);
  const linter = new Linter({ cwd: import.meta.dirname });
  const code = `import { x } from '${specifier}';\nexport default x;\n`;
  const rules = { 'no-restricted-imports': config.rules['no-restricted-imports'] };
  return linter.verify(code, [{ files: ['**/*.{ts,tsx}'], rules }], filePath).map((m) => m.message);
}

describe('web feature boundaries (eslint.config.js)', () => {
  // Loading eslint.config.js (typescript-eslint and the plugins) is the set-up, done once: on a
  // loaded two-core machine it took 9 s, past a test's 5 s.
  beforeAll(() => eslint.calculateConfigForFile('apps/web/src/features/team/TeamPage.tsx'), 60_000);

  it("refuses a feature's import of another feature's internal module", async () => {
    const [message] = await importVerdict(
      'apps/web/src/features/team/TeamPage.tsx',
      '../projects/projectQueries',
    );
    expect(message).toMatch(/never another feature's internals/);
  });

  it('refuses it from a sub-folder of the feature too', async () => {
    const messages = await importVerdict(
      'apps/web/src/features/team/model/members.ts',
      '../../projects/model/projectList',
    );
    expect(messages).toHaveLength(1);
  });

  it('refuses a detour through the features folder', async () => {
    const messages = await importVerdict(
      'apps/web/src/features/team/TeamPage.tsx',
      '../../features/projects/roles',
    );
    expect(messages).toHaveLength(1);
  });

  it("allows another feature's public entry, lib/, ui/ and the feature's own modules", async () => {
    const allowed = [
      ['apps/web/src/features/team/TeamPage.tsx', '../projects'],
      ['apps/web/src/features/team/TeamPage.tsx', '../../lib/project/roles'],
      ['apps/web/src/features/team/TeamPage.tsx', './model/members'],
      ['apps/web/src/features/team/model/members.ts', '../../../ui/RoleBadge'],
      ['apps/web/src/features/team/model/members.ts', '../teamQueries'],
      ['apps/web/src/features/team/model/members.ts', '@relata/core'],
    ];
    for (const [file, specifier] of allowed) {
      expect(await importVerdict(file, specifier), `${file} -> ${specifier}`).toEqual([]);
    }
  });

  it('refuses lib/ and ui/ importing a feature', async () => {
    expect(
      await importVerdict('apps/web/src/ui/RoleBadge.tsx', '../features/projects'),
    ).toHaveLength(1);
    expect(
      await importVerdict(
        'apps/web/src/lib/session/session.ts',
        '../../features/auth/model/redirect',
      ),
    ).toHaveLength(1);
  });

  it('keeps the server out of every web file, features included', async () => {
    for (const file of [
      'apps/web/src/features/team/TeamPage.tsx',
      'apps/web/src/features/team/model/members.ts',
      'apps/web/src/lib/session/session.ts',
      'apps/web/src/main.tsx',
    ]) {
      expect(await importVerdict(file, '@relata/server'), file).toHaveLength(1);
    }
  });
});
