import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Only src/scene may touch three.js, so the 3D cost stays behind one lazy boundary.
const threeOnlyInScene = {
  group: ['three', 'three/*', '@react-three/*'],
  message: 'Only src/scene/ may import three.js; reach the scene through its lazy boundary.',
};
// The configuration validator runs at build time only; visitors never download it.
const noValidatorInApp = {
  group: ['zod', 'zod/*'],
  message:
    'zod is build-time only: validate in scripts/lib/site-schema.ts (used by vite.config.ts).',
};
/**
 * The import graph, one rule per layer: what each folder of src/ may not reach, types included.
 * Imports flow one way: app → sections → timeline / components / reveal / scene → stores → i18n →
 * content (with the message keys' type from locales/) → lib. lib/ holds true utilities and imports
 * no other folder. docs/architecture.md draws it; tests/unit/lint/layers.test.ts tries every
 * import back up and expects this config to refuse it.
 */
const folders = (...names) => ({
  regex: `(^|/)(${names.join('|')})/`,
  message: `This layer may not import from ${names.join('/, ')}/ (see docs/architecture.md).`,
});
// Tooling reads the content (to validate and pre-render it); the app never reads the tooling.
const noTooling = {
  regex: '(^|/)(scripts|bench)/',
  message:
    'src/ never imports build tooling (scripts/) or the bench (bench/): it would ship to visitors.',
};
const everyLayer = [
  'app',
  'sections',
  'timeline',
  'components',
  'reveal',
  'scene',
  'stores',
  'i18n',
];
const layers = [
  { files: ['src/app/**', 'src/*.{ts,tsx}'], deny: [] },
  { files: ['src/sections/**'], deny: [folders('app')] },
  { files: ['src/timeline/**'], deny: [folders('app', 'sections', 'scene')] },
  { files: ['src/components/**'], deny: [folders('app', 'sections', 'timeline', 'scene')] },
  { files: ['src/reveal/**'], deny: [folders(...everyLayer, 'content')] },
  {
    files: ['src/stores/**'],
    deny: [folders('app', 'sections', 'timeline', 'components', 'reveal', 'scene', 'i18n')],
  },
  // The page's language: its catalogs, formatters and context, below every layer that shows words.
  {
    files: ['src/i18n/**'],
    deny: [folders('app', 'sections', 'timeline', 'components', 'reveal', 'scene', 'stores')],
  },
  {
    files: ['src/scene/**'],
    deny: [folders('app', 'sections', 'timeline', 'components', 'reveal')],
  },
  // The gate decides whether three.js is fetched at all, so it must not pull it in itself.
  {
    files: ['src/scene/gate/**'],
    deny: [folders('app', 'sections', 'timeline', 'components', 'reveal'), threeOnlyInScene],
  },
  // Content is data, the lowest layer but lib/: it builds on its own modules, and takes only the
  // source catalog's keys (a type) from locales/. Not even a type comes from a layer above it.
  {
    files: ['src/content/**'],
    deny: [
      {
        regex: '^(?!\\./|\\.\\./locales/)',
        message: 'Content is data: it imports its own modules, and the catalog types of locales/.',
      },
      {
        regex: '^\\.\\./locales/',
        allowTypeImports: true,
        message: 'Content takes only types from locales/ (the message keys), never the words.',
      },
    ],
  },
  { files: ['src/lib/**'], deny: [folders(...everyLayer, 'content', 'boot')] },
  // The inline boot script is compiled on its own (scripts/lib/boot.js): it may share lib/'s
  // utilities, which import nothing, and no app code.
  { files: ['src/boot/**'], deny: [folders(...everyLayer, 'content')] },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [threeOnlyInScene] }],
    },
  },
  ...layers.map(({ files, deny }) => ({
    files,
    rules: {
      // typescript-eslint's rule: the same patterns, plus type-only imports where a layer allows them.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...deny,
            ...(files.some((glob) => glob.startsWith('src/scene')) ? [] : [threeOnlyInScene]),
            noValidatorInApp,
            noTooling,
          ],
        },
      ],
    },
  })),
  // The whole graph of src/: no cycles, and each module imported once per file.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
    },
  },
  // A function that does one job fits on a screen; a longer one hides its jobs from the tests.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['tests/**'],
    // A test that asserts a value exists may then use it; a wrong `!` fails the test anyway.
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // What unit and browser tests both use lives in tests/shared/, so that the browser tests'
  // files can change without breaking a unit test.
  {
    files: ['tests/unit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(e2e|engines)/',
              message:
                'Unit tests import shared fixtures from tests/shared/, not the browser tests.',
            },
          ],
        },
      ],
    },
  },
);
