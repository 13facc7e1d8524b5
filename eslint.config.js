import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way: app → sections → components / scene / stores / content / lib.
// Only src/scene may touch three.js, so the 3D cost stays behind one lazy boundary.
const threeOnlyInScene = {
  group: ['three', 'three/*', '@react-three/*'],
  message: 'Only src/scene/ may import three.js; reach the scene through its lazy boundary.',
};
// The configuration validator runs at build time only; visitors never download it.
const noValidatorInApp = {
  group: ['zod', 'zod/*'],
  message:
    'zod is build-time only: validate in src/content/site-schema.ts (used by vite.config.ts).',
};
const upward = (...layers) =>
  layers.map((layer) => ({
    group: [`**/${layer}/*`],
    message: `Imports flow one way (app → sections → components); do not import ${layer}/ from here.`,
  }));

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
  {
    files: ['src/sections/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [threeOnlyInScene, ...upward('app')] }],
    },
  },
  {
    files: ['src/components/**', 'src/stores/**', 'src/content/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [threeOnlyInScene, noValidatorInApp, ...upward('app', 'sections')] },
      ],
    },
  },
  {
    files: ['src/content/site-schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [threeOnlyInScene, ...upward('app', 'sections')] },
      ],
    },
  },
  {
    files: ['src/scene/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noValidatorInApp, ...upward('app', 'sections')] },
      ],
    },
  },
  {
    files: ['tests/**'],
    // A test that asserts a value exists may then use it; a wrong `!` fails the test anyway.
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
