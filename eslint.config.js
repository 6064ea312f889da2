import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.cache/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser app reaches the server only through the contract and HTTP.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@mall/server*'] }] },
  },
  ...serverBoundaries,
  ...webBoundaries,
  {
    // The platform console is a bundle of its own (platform.html): it takes none of the shop's code but a few
    // plain helpers of shared/, so nothing of the shop's session, texts or UI comes along. (That the shop loads none
    // of the console is checked on the build, in e2e/platform-console.spec.ts.)
    name: 'mall/web-boundaries/platform-console',
    files: ['apps/web/src/platform-console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@mall/server*'], message: 'The browser app reaches the server only through the contract and HTTP.' },
            {
              regex: '^(?:\\.\\./)+(?:app|pages|features|locales)(?:/|$)',
              message: "The platform console is its own bundle: it imports none of the shop's shell, pages, features or texts.",
            },
            {
              regex: '^(?:\\.\\./)+shared/(?!transport/(?:api-error|endpoint-ref|device)\\.ts$|session/local-store\\.ts$|chat/[a-z-]+\\.ts$)',
              message:
                "Of shared/, the platform console takes only api-error, endpoint-ref, device, local-store and the chat's plain helpers (shared/chat): the rest is bound to the shop's session and texts.",
            },
          ],
        },
      ],
    },
  },
);
