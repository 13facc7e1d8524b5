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
const upward = (...layers) =>
  layers.map((layer) => ({
    group: [`**/${layer}/*`],
    message: `Imports flow one way (app → sections → components); do not import ${layer}/ from here.`,
  }));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench-results'] },
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
        { patterns: [threeOnlyInScene, ...upward('app', 'sections')] },
      ],
    },
  },
  {
    files: ['src/scene/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: upward('app', 'sections') }] },
  },
  {
    files: ['tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
