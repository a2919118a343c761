// The import-boundary rule (issues 26 and 39), a local ESLint rule: run by `npm run lint`.
//   - web: a feature (apps/web/src/features/<a>/…) never imports another feature's files;
//   - api: a module (apps/api/src/modules/<a>/…) imports another module only through its public face,
//     `modules/<b>/index.ts` (decision 425); the composition root (src/app.ts, src/composition.ts,
//     modules/registry.ts) does too; `src/lib/` is the bottom layer and imports no module at all;
//   - web never imports the api (apps/api/…).
// Known exceptions are listed in eslint.config.js (`BOUNDARY_ALLOW`), one "from -> to" pair each
// (`features/a -> features/b`, `modules/a -> modules/b/x.tables`), each with its reason.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const MODULES = 'apps/api/src/modules/';
/** The files that wire the modules together: they may import every module's face, never its insides. */
const COMPOSITION = new Set(['apps/api/src/app.ts', 'apps/api/src/composition.ts', 'apps/api/src/modules/registry.ts']);

/** The module a path lies in (`modules/<m>/…`), or undefined. */
const moduleOf = (p) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(p)?.[1];
/** A module's face: `modules/<m>/index(.ts|.js)`, or the folder itself. */
const isFace = (p) => /^apps\/api\/src\/modules\/[^/]+(\/index(\.(ts|js))?)?$/.test(p);
/** `modules/<m>/<path inside it, without .ts/.js>`, as crossings and allowances name a module's file. */
const insideName = (p) => p.slice('apps/api/src/'.length).replace(/\.(ts|js)$/, '');

/** The boundary an import crosses, as "from -> to", or null when it crosses none. */
export function crossing(fromFile, specifier) {
  const from = rel(fromFile);
  let to;
  if (specifier.startsWith('.')) to = rel(path.resolve(path.dirname(fromFile), specifier));
  else if (specifier === '@shop/api' || specifier.startsWith('@shop/api/')) to = 'apps/api/';
  else return null;

  if (from.startsWith('apps/web/') && to.startsWith('apps/api/')) return `web -> api`;

  const feature = (p) => /^apps\/web\/src\/features\/([^/]+)/.exec(p)?.[1];
  const fa = feature(from);
  const fb = feature(to);
  if (fa && fb && fa !== fb) return `features/${fa} -> features/${fb}`;

  if (!to.startsWith(MODULES) || COMPOSITION.has(to)) return null;
  const mb = moduleOf(to);
  if (!mb) return null;
  if (from.startsWith('apps/api/src/lib/')) return `lib -> modules/${mb}`;
  const ma = COMPOSITION.has(from) ? 'composition' : moduleOf(from);
  if (!ma || ma === mb || isFace(to)) return null;
  return `${ma === 'composition' ? ma : `modules/${ma}`} -> ${insideName(to)}`;
}

/** The ESLint rule; options: [{ allow: string[] }] (pairs as `crossing` names them). */
export const boundariesRule = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }] },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const crossed = crossing(context.filename, spec);
      if (crossed && !allow.has(crossed))
        context.report({
          node: node.source,
          message: `Import crosses a module boundary (${crossed}): import another module only through its index.ts, and lib/ imports no module.`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
