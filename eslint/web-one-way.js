// The web's "one way each" (issue 39, decisions 430–434), as ESLint configuration: `npm run lint`.
// Each group is a list of `no-restricted-syntax` selectors (or restricted names) with the message a
// newcomer reads; the files that *are* the one way are exempt from their own group only. ESLint keeps the
// last `no-restricted-syntax` setting that matches a file, so every exemption repeats the other groups.

const WEB = 'apps/web/src';

/** Dialogs: the app's modal (`components/ui/Modal.tsx`) and `dialogs.alert/confirm/prompt` (decision 430). */
const dialog = [
  {
    // On an element of the page (lower-case name); `<Modal role="alertdialog">` is the one way itself.
    selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='role'] > Literal[value=/^(alert)?dialog$/]",
    message: 'A dialog is `components/ui/Modal.tsx` (or `dialogs.*`), never a `role="dialog"` element (decision 430).',
  },
  {
    selector: "JSXOpeningElement[name.name='dialog']",
    message: 'A `<dialog>` is drawn only by `components/ui/Modal.tsx`; use `<Modal>` (decision 430).',
  },
];
const dialogGlobals = ['alert', 'confirm', 'prompt'].map((name) => ({
  name,
  message: `Use \`dialogs.${name}\` from components/ui/dialogs.tsx, not the browser's own (decision 430).`,
}));
const dialogProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['alert', 'confirm', 'prompt'].map((property) => ({
    object,
    property,
    message: `Use \`dialogs.${property}\` from components/ui/dialogs.tsx, not the browser's own (decision 430).`,
  })),
);

/** Queries: defined in api files, keyed through a key factory (decision 431). */
const queryFn = [
  {
    selector: "Property[key.name='queryFn']",
    message: "A query is defined in its feature's api file (`api/…`, `*-api.ts`, `*.api.ts`) and used through its hook (decision 431).",
  },
];
const queryKey = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: "A query key comes from the feature's key factory (e.g. `boKeys.x()`), never a literal array (decision 431).",
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(setQueryData|getQueryData|setQueriesData|getQueriesData|invalidateQueries|removeQueries|cancelQueries|refetchQueries|prefetchQuery|fetchQuery|ensureQueryData)$/] > ArrayExpression.arguments',
    message: "A query key comes from the feature's key factory (e.g. `boKeys.x()`), never a literal array (decision 431).",
  },
];

/** Dates: `lib/dates.ts` (`formatHk`) is the one formatter (decision 432). */
const date = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Dates are shown through `formatHk` (lib/dates.ts), in Hong Kong time (decision 432).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: 'Dates are shown through `formatHk` (lib/dates.ts), in Hong Kong time (decision 432).',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: 'Dates are shown through `formatHk` (lib/dates.ts), in Hong Kong time (decision 432).',
  },
  {
    selector: "Property[key.name='timeZone']",
    message: 'Only lib/dates.ts names a time zone: show dates through `formatHk` (decision 432).',
  },
];

/** Routing: route objects (app/router.tsx, `useRoutes` inside a lazy area), never `<Routes>`/`<Route>` (decision 433). */
const routing = {
  paths: [
    {
      name: 'react-router',
      importNames: ['Routes', 'Route'],
      message: 'Routes are declared as route objects (`AppRoute` in app/router.tsx, `useRoutes` in a lazy area), never as `<Routes>` JSX (decision 433).',
    },
  ],
};

const GROUPS = { dialog, queryFn, queryKey, date };
const syntax = (...except) =>
  Object.entries(GROUPS)
    .filter(([name]) => !except.includes(name))
    .flatMap(([, list]) => list);

/** Where each one way lives: the files exempt from their own group. */
export const WEB_ONE_WAY_FILES = {
  dialog: [`${WEB}/components/ui/Modal.tsx`],
  queryFn: [`${WEB}/**/api/**`, `${WEB}/**/*-api.ts`, `${WEB}/**/*.api.ts`, `${WEB}/lib/*.ts`, `${WEB}/lib/cart/*.ts`],
  date: [`${WEB}/lib/dates.ts`],
};

export const webOneWay = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': ['error', ...syntax()],
      'no-restricted-globals': ['error', ...dialogGlobals],
      'no-restricted-properties': ['error', ...dialogProperties],
      'no-restricted-imports': ['error', routing],
    },
  },
  { files: WEB_ONE_WAY_FILES.dialog, rules: { 'no-restricted-syntax': ['error', ...syntax('dialog')] } },
  { files: WEB_ONE_WAY_FILES.queryFn, rules: { 'no-restricted-syntax': ['error', ...syntax('queryFn')] } },
  // lib/dates.ts is also one of lib's shared query files' neighbours: exempt from both.
  { files: WEB_ONE_WAY_FILES.date, rules: { 'no-restricted-syntax': ['error', ...syntax('queryFn', 'date')] } },
  {
    // Tests build queries, dialogs and dates of their own to check the app's.
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
];
