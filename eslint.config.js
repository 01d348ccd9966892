// Lint rules for the whole tree: ESLint's and typescript-eslint's recommended sets
// (syntax-based, so linting stays fast and needs no type information).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'src/db/migrations/**', 'scripts/zz-*', 'packages/*/dist/**', 'packages/sdk/src/openapi.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', TextEncoder: 'readonly', Blob: 'readonly', URLSearchParams: 'readonly', structuredClone: 'readonly', queueMicrotask: 'readonly', setImmediate: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // The console runs in the browser (docs/console.md).
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', history: 'readonly', Headers: 'readonly', Request: 'readonly', Response: 'readonly', crypto: 'readonly', HTMLElement: 'readonly', HTMLDialogElement: 'readonly', HTMLAnchorElement: 'readonly' } },
  },
);
