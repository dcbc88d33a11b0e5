// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-test/**', '**/data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import './x.js' for './x.ts' (NodeNext); resolve it the way TypeScript does.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      // Dependencies point one way (core → games → protocol → apps) and modules never cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Use a seeded Rng.' },
      ],
    },
  },
  {
    // Type-aware rules: a switch over a closed union handles every member (a new message or move
    // that is not handled does not pass), and no promise is dropped or passed where none is awaited.
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/web/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A rate-limit counter answers a boolean (memory) or a promise (Redis), and Promise.all over
      // such a mixed array is how acquireAll waits; an array that never holds a promise still fails.
      '@typescript-eslint/await-thenable': ['error', { allowMixedPromiseArrays: true }],
    },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.objectContaining, expect.stringMatching …)
    // are typed `any` so that they fit any field: an expected object holding one is no unsafe
    // assignment. The JSON a test reads is typed (`res.json<PlayerAnswer>()`), and member access,
    // calls and arguments of `any` still fail in tests.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
