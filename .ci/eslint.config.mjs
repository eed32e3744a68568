// ESLint flat config. It lives in .ci/ because the repository's top level is fixed;
// `npm run lint` passes it explicitly.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { require: tsxRequire } = require('tsx/cjs/api');
/** @type {typeof import('./eslintLayers')} */
const { lobbyPlugin } = tsxRequire('./eslintLayers.ts', import.meta.url);

const NO_EXPORT_ALL = { selector: 'ExportAllDeclaration', message: 'No `export *`: export deliberately.' };
/** A test that skips itself (or others, through .only) reads green while proving nothing. */
const NO_SKIPPED_TESTS = [
  {
    selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(skip|todo|only)$/]',
    message: 'No skipped, todo or focused tests: a missing feature must fail its test.',
  },
  {
    selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]',
    message: 'No skipped or focused tests: a missing feature must fail its test.',
  },
  {
    selector:
      'CallExpression[callee.name=/^(test|it|describe|suite)$/] > ObjectExpression > Property[key.name=/^(skip|todo|only)$/]',
    message: "No skipped, todo or focused tests: node's test options too.",
  },
];

const NO_DEEP_IMPORTS = [
  { group: ['@lobby/*/src', '@lobby/*/src/**'], message: 'Import a package by its name, not its src (shallow barrels).' },
];
/**
 * Packages reached only through one of ours, which is the shared singleton in their place: MF
 * shares a package whole, so sharing react-router itself would ship all of it (issue #12).
 */
const THROUGH_OUR_PACKAGES = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import routing from @lobby/router (the shared singleton that carries only what the apps use).',
  })),
  {
    name: 'rxjs',
    // Types cost nothing at run time, and the MF contract (shared/) imports nothing of ours.
    allowTypeImports: true,
    message: 'Import RxJS values from @lobby/rx (the shared singleton that carries only what the apps use).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Other builds of the same sources (host/dist-monolith) and the bench's seeded databases.
      '**/dist-*/**',
      '.bench-cache/**',
      '.tsbuild/**',
      '.data/**',
      '**/.scratch/**',
      '**/.swc/**',
      '**/locales/**/messages.ts',
      'coverage/**',
    ],
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
      'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...NO_SKIPPED_TESTS],
    },
  },
  {
    // The layers (apps → connected → libraries → domain → contracts) come from each
    // package.json's "lobby.role"; see .ci/workspaces.ts and docs/architecture.md.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { lobby: lobbyPlugin },
    rules: {
      'lobby/layers': 'error',
      'no-restricted-imports': ['error', { paths: THROUGH_OUR_PACKAGES, patterns: NO_DEEP_IMPORTS }],
    },
  },
  {
    // The packages that may import React Router and RxJS: they re-export what the apps use.
    files: ['packages/router/**', 'packages/rx/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_DEEP_IMPORTS }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
