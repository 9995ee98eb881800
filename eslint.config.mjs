// One lint configuration for the whole monorepo (typescript-eslint, React hooks rules).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tableOwnersPlugin } from './api/lint/tableOwners.mjs';
import { typeEscapesPlugin } from './scripts/lint/noTypeEscapes.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/out/**',
      '**/.tmp/**',
      'e2e/.shot.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The page's singletons come through the one shared entry, '@congress/ui': a path into the
    // package would bundle a second store, session or client (docs/decisions.md, "One UI singleton").
    files: ['shared/components/src/**', 'remotes/*/src/**', 'hosts/*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@congress/ui/*', '**/ui/src', '**/ui/src/**', '**/shared/ui/**'] },
      ],
    },
  },
  {
    // The singleton package never pulls the components (each bundle's own) into the shared chunk.
    files: ['shared/ui/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@congress/components', '@congress/components/*'] }],
    },
  },
  {
    // zod comes configured for the page's Content-Security-Policy from @congress/domain/validation.
    files: ['shared/ui/src/**', 'shared/components/src/**', 'remotes/*/src/**', 'hosts/*/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "import { z } from '@congress/domain/validation' (configured for the CSP)",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // No `as never` / `as unknown as` outside tests (scripts/lint/noTypeEscapes.mjs). The one
    // exception reaches into exceljs internals for back-pressure (lists/workbook.ts).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/__tests__/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'api/test/**',
      'e2e/**',
      'api/src/lists/workbook.ts',
    ],
    plugins: { 'congress-types': typeEscapesPlugin },
    rules: { 'congress-types/no-type-escapes': 'error' },
  },
  {
    // One owner per table (api/lint/tableOwners.mjs). Migrations and seeds build the schema itself.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/migrations/**', 'api/src/db/seeds/**', 'api/src/**/__tests__/**'],
    plugins: { congress: tableOwnersPlugin },
    rules: { 'congress/table-owners': 'error' },
  },
  {
    // Guards in one place: a resolver or route checks who asks and hands the member to the service
    // (docs/decisions.md, "One owner per table"); a service never looks the caller up itself.
    files: ['api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/guards', './guards'],
              importNames: ['requireUser', 'requireOrganiser'],
              message: 'Guard in the resolver or route, and pass the member to the service.',
            },
          ],
        },
      ],
    },
  },
  {
    // One error path: a route throws AppError and app.ts's errorHandler answers `{ ok: false, code }`.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='json'] > ObjectExpression > Property[key.name='ok'][value.value=false]",
          message: "Throw an AppError: the app's error handler builds every error answer.",
        },
      ],
    },
  },
);
