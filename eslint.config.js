import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The house rules of DESIGN.md that a tool can check: core imports no adapter, app or framework;
// an adapter imports no other adapter and no app.
const frameworks = ['react', 'react-dom', 'react-router', 'hono', '@mikro-orm/*', 'nodemailer', 'sharp', 'jotai'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/build/**', '**/.react-router/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: {
      // Core's build has the DOM lib for the web platform's data APIs Node and browsers share (URLSearchParams,
      // TextEncoder, atob); never for a page's globals.
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/adapters/**', '**/apps/**', '@pretscope/*', '!@pretscope/core'], message: 'core imports no adapter or app.' },
            { group: ['node:*', ...frameworks], message: 'core is framework-free and runs outside Node too.' },
          ],
        },
      ],
    },
  },
  {
    files: ['adapters/*/src/**/*.ts', 'adapters/*/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*/src/**', '**/apps/**'], message: 'an adapter imports core and its own library only.' },
            { group: ['@pretscope/*', '!@pretscope/core'], message: 'an adapter imports no other adapter or app.' },
          ],
        },
      ],
    },
  },
);
