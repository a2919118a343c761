// The rules the code obeys, checked by `npm run lint` (part of `npm test`; issue 26, decision 251).
// Syntax-level rules only (no type information): the typecheck already runs the compiler, and a
// type-aware lint of the whole tree would double the time of the test run on two cores.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesRule } from './eslint/boundaries.js';
import { webOneWay } from './eslint/web-one-way.js';
import { oneFormRule } from './eslint/web-forms.js';

/**
 * Imports across a boundary that today's code makes, each "from -> to" as the rule names it, each with its
 * reason (decision 425). A module otherwise imports another only through its `index.ts`; these are reads of
 * another module's table in a module's own SQL, which the table-owner list (issue 39) reasons about too.
 * Shrink this list, never grow it without a reason that matches the code.
 */
export const BOUNDARY_ALLOW = [
  // The back office's audit list (back-office/audit-list.ts) shows each row with the staff member's name.
  'modules/back-office -> modules/audit/audit.tables',
  'modules/back-office -> modules/staff/staff.tables',
  // A brand's shops are checked to be the merchant's physical shops (brands.record.ts, brands.repository.ts).
  'modules/brands -> modules/shops/shops.tables',
  // The site editor names the staff member who saved each draft unit. (The generated catalogue's loader and
  // the editor's image check go through media's and shops' faces: `addSvgs`, `existingMediaKeys`,
  // `physicalStoreCodes`, decision 415.)
  'modules/pages -> modules/staff/staff.tables',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      '.data-test/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local: { rules: { boundaries: boundariesRule } } },
    rules: {
      'local/boundaries': ['error', { allow: BOUNDARY_ALLOW }],
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-useless-assignment': 'error',
      'no-useless-escape': 'error',
      'preserve-caught-error': 'error',
      // Application code; tests, scripts and e2e below may use it.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests and tools read answers of any shape and poke at internals: `any` is the honest type there.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/api/scripts/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  {
    // Finding control characters is what this file is for (decision 124).
    files: ['packages/contract/src/text-guard.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The web's one way for dialogs, queries, dates, forms and routes (issue 39).
  ...webOneWay,
  {
    // Every form of a feature or a block is `useForm` + `<Form>` of lib/use-form.tsx (decision 460).
    files: ['apps/web/src/features/**/*.tsx', 'apps/web/src/blocks/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { forms: { rules: { 'one-form': oneFormRule } } },
    rules: { 'forms/one-form': 'error' },
  },
);
