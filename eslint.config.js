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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
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
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@relata/server', '@relata/server/*'],
              message:
                'The web app talks to the server over HTTP and WebSocket only; share shapes through @relata/core.',
            },
            { group: ['node:*'], message: 'The web app runs in the browser: no Node APIs.' },
          ],
        },
      ],
    },
  },
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
