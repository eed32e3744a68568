// ESLint flat config. It lives in .ci/ because the repository's top level is fixed;
// `npm run lint` passes it explicitly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** DESIGN §2: a remote never imports another remote or the host; packages import neither. */
const NO_APPS = [
  { group: ['@lobby/host', '@lobby/host/*', '@lobby/remote-*'], message: 'Remotes and the host are apps: talk through the bus and routes, never import them.' },
  { group: ['**/host/src/**', '**/remotes/*/src/**', '**/remotes/**'], message: 'Never reach into the host or a remote by path.' },
  { group: ['@lobby/*/src', '@lobby/*/src/**'], message: 'Import a package by its name, not its src (shallow barrels).' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', '.data/**', '**/.scratch/**', '**/.swc/**', '**/locales/**/messages.ts', 'coverage/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { tsconfigRootDir: root } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No `export *`: export deliberately.' }],
      'no-restricted-imports': ['error', { patterns: NO_APPS }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // Tests may use the shared test builders of @lobby/testing; the rules are what stays pure.
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...NO_APPS,
            { group: ['@lobby/*', '!@lobby/shared'], message: 'packages/domain imports nothing of ours but @lobby/shared.' },
            { group: ['react', 'react-dom', 'axios', 'rxjs', 'node:*'], message: 'packages/domain is pure: no React, no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
