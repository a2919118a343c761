// The rules the code obeys, checked by `npm run lint` (part of `npm test`; issue 26, decision 251).
// Syntax-level rules only (no type information): the typecheck already runs the compiler, and a
// type-aware lint of the whole tree would double the time of the test run on two cores.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesRule } from './eslint/boundaries.js';
import { webOneWay } from './eslint/web-one-way.js';

/**
 * Imports across a boundary that today's code makes, each "from -> to" as the rule names it. The
 * module-ownership refactor of issue 26 (the back office's use cases into the domain modules, the
 * points ledger behind its service) removes them; shrink this list as it does, never grow it.
 */
const BOUNDARY_ALLOW = [
  // The cart screen shows the wishlist's "save for later" list.
  'features/cart -> features/wishlist',
  // Reads joined across modules (names of shops, media, members, staff in another module's lists).
  'modules/back-office -> modules/staff/staff.tables',
  'modules/brands -> modules/shops/shops.tables',
  'modules/catalogue -> modules/media/media.tables',
  'modules/catalogue -> modules/system/system.tables',
  'modules/pages -> modules/media/media.tables',
  'modules/pages -> modules/staff/staff.tables',
  'modules/points -> modules/members/members.tables',
  'modules/points -> modules/staff/staff.tables',
  'modules/shops -> modules/system/system.tables',
  'modules/staff -> modules/members/members.tables',
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
);
