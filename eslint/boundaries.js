// The import-boundary rule (issue 26), a local ESLint rule: run by `npm run lint`.
//   - web: a feature (apps/web/src/features/<a>/…) never imports another feature's files;
//   - api: a module (apps/api/src/modules/<a>/…) never imports another module's repository
//     (`*.repository.ts`) or tables (`*.tables.ts`): it goes through that module's service;
//   - web never imports the api (apps/api/…).
// Known offenders are listed in eslint.config.js (`BOUNDARY_ALLOW`), one "from -> to" pair of folders
// (`features/a -> features/b`, `modules/a -> modules/b/x.repository.ts`) each, until the refactor moves them.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

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

  const mod = (p) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(p)?.[1];
  const ma = mod(from);
  const mb = mod(to);
  if (ma && mb && ma !== mb && /\.(repository|tables)(\.ts)?$/.test(to)) return `modules/${ma} -> modules/${mb}/${path.basename(to).replace(/\.ts$/, '')}`;
  return null;
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
        context.report({ node: node.source, message: `Import crosses a module boundary (${crossed}): go through the other module's service or a shared lib.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
