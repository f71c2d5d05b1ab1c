// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Node built-ins and I/O libraries that the pure core must never touch. */
const IO_MODULES = [
  'node:*',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'child_process',
  'pg',
  'kysely',
  '@electric-sql/*',
  'fastify',
  '@fastify/*',
  'react',
  'react-dom',
  'ws',
];

/** What the web app never imports, wherever the file is. */
const WEB_PATTERNS = [
  {
    group: ['**/apps/server/**', '@relata/server', '@relata/server/*'],
    message:
      'The web app talks to the server over HTTP and WebSocket only; share shapes through @relata/core.',
  },
  { group: ['node:*'], message: 'The web app runs in the browser: no Node APIs.' },
  {
    group: ['@relata/core/connect', '**/packages/core/src/connect/**'],
    message:
      'Reading live databases needs Node and its drivers: the web app pastes a catalog dump.',
  },
];

/** The deepest folder below a feature the boundary rule covers (features/<a>/x/y/z.ts is at 2). */
const FEATURE_DEPTH = 6;

/**
 * One block per folder depth below `apps/web/src/features/<a>/`: no-restricted-imports sees the
 * specifier only, so the number of `../` that leaves the feature depends on where the file sits.
 * A file at depth d reaching `('../' x (d+1))<b>/...` reaches into feature b's internals; the bare
 * `('../' x (d+1))<b>` is b's public entry (its index.ts) and stays allowed.
 */
const FEATURE_BOUNDARIES = Array.from({ length: FEATURE_DEPTH + 1 }, (_, depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...WEB_PATTERNS,
          {
            regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/|^(\\.\\./)+features/`,
            message:
              "A feature imports lib/, ui/, @relata/core and other features' public entries (`../<feature>`, its index.ts) only, never another feature's internals: move what is shared to lib/ or ui/, or export it from that feature's index.ts.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
      // Typed by the types openapi.test.ts generates into generated/; that test type-checks it strictly.
      'apps/server/test/openapi-client/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/**/*.ts'],
    ignores: [
      'packages/core/**/*.test.ts',
      'packages/core/test/**',
      'packages/core/bin/**',
      'packages/core/src/cli/**',
      // Node only (@relata/core/connect): the drivers that read live databases (decision 0058).
      'packages/core/src/connect/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@relata/server', '@relata/server/*'],
              message: 'packages/core is the pure domain: it must not import the server.',
            },
            {
              group: ['**/apps/web/**', '@relata/web', '@relata/web/*'],
              message: 'packages/core is the pure domain: it must not import the web app.',
            },
            {
              group: IO_MODULES,
              message:
                'packages/core holds no I/O, no React and no Node APIs, so it runs unchanged in the browser, the server and the CLI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // The build's config runs in Node (it compresses the built files), not in the browser.
    ignores: ['apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: '(^|/)features(/|$)',
              message:
                'lib/ and ui/ are what features share: they never import a feature (features import them).',
            },
          ],
        },
      ],
    },
  },
  ...FEATURE_BOUNDARIES,
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@relata/web', '@relata/web/*'],
              message: 'The server never imports the web app; it serves its built files only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
