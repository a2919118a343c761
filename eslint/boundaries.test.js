import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_ALLOW } from '../eslint.config.js';
import { boundariesRule, crossing } from './boundaries.js';

// The boundary rule on planted violations (decision 425): fake files named where the rule looks, run
// through ESLint's RuleTester; then the live allowance list held against today's imports.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const at = (p) => path.join(root, p);
const api = (p) => at(`apps/api/src/${p}`);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const crossed = (c) => [{ message: new RegExp(`\\(${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`) }];

tester.run('local/boundaries', boundariesRule, {
  valid: [
    // Another module through its face, by file or by folder, from any depth of the module.
    { filename: api('modules/orders/order-points.ts'), code: "import { changePointsIn } from '../points/index.ts';" },
    { filename: api('modules/orders/order-points.ts'), code: "import { changePointsIn } from '../points/index.js';" },
    { filename: api('modules/catalogue/csv/stock-csv.ts'), code: "import { writeAudit } from '../../audit/index.ts';" },
    { filename: api('modules/catalogue/csv/stock-csv.ts'), code: "export { writeAudit } from '../../audit';" },
    // A module's own files, tests included; lib and db from anywhere.
    { filename: api('modules/orders/orders.service.ts'), code: "import { ordersRepo } from './orders.repository.ts';" },
    { filename: api('modules/orders/orders.test.ts'), code: "const { x } = await import('./pricing.ts');" },
    { filename: api('modules/orders/orders.service.ts'), code: "import { fail } from '../../lib/app-error.ts';" },
    { filename: api('lib/answers.ts'), code: "import { rows } from '../db/sql.ts';" },
    // The composition root wires the faces.
    { filename: api('composition.ts'), code: "import { createOrdersService } from './modules/orders/index.ts';" },
    { filename: api('modules/registry.ts'), code: "import { registerOrdersRoutes } from './orders/index.ts';" },
    { filename: api('app.ts'), code: "import { registerModules } from './modules/registry.ts';" },
    // A listed exception.
    {
      filename: api('modules/pages/editor.repository.ts'),
      code: "import { staffUsers } from '../staff/staff.tables.ts';",
      options: [{ allow: ['modules/pages -> modules/staff/staff.tables'] }],
    },
    // Packages are no boundary.
    { filename: api('modules/orders/orders.service.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    // Another module's service, repository, tables or any other file, however it is imported.
    {
      filename: api('modules/orders/order-points.ts'),
      code: "import { changePointsIn } from '../points/points.service.ts';",
      errors: crossed('modules/orders -> modules/points/points.service'),
    },
    {
      filename: api('modules/points/points.service.ts'),
      code: "import { membersRepo } from '../members/members.repository.ts';",
      errors: crossed('modules/points -> modules/members/members.repository'),
    },
    {
      filename: api('modules/points/points.tables.ts'),
      code: "import { members } from '../members/members.tables.ts';",
      errors: crossed('modules/points -> modules/members/members.tables'),
    },
    {
      filename: api('modules/catalogue/csv/goods-csv.ts'),
      code: "export { writeAudit } from '../../audit/audit.ts';",
      errors: crossed('modules/catalogue -> modules/audit/audit'),
    },
    {
      filename: api('modules/staff/staff.test.ts'),
      code: "const { signMemberQr } = await import('../members/member-qr.ts');",
      errors: crossed('modules/staff -> modules/members/member-qr'),
    },
    {
      filename: api('modules/club/club.service.ts'),
      code: "export * from '../orders/collection-code-tries.ts';",
      errors: crossed('modules/club -> modules/orders/collection-code-tries'),
    },
    // An allowance names one pair: it does not open the module to another.
    {
      filename: api('modules/points/points.repository.ts'),
      code: "import { staffUsers } from '../staff/staff.tables.ts';",
      options: [{ allow: ['modules/pages -> modules/staff/staff.tables'] }],
      errors: crossed('modules/points -> modules/staff/staff.tables'),
    },
    // The composition root too goes through the faces; lib, the bottom layer, imports no module at all.
    {
      filename: api('composition.ts'),
      code: "import { createOrdersService } from './modules/orders/orders.service.ts';",
      errors: crossed('composition -> modules/orders/orders.service'),
    },
    { filename: api('lib/record-version.ts'), code: "import { writeAudit } from '../modules/audit/index.ts';", errors: crossed('lib -> modules/audit') },
    // The web's features and the web/api line.
    {
      filename: at('apps/web/src/features/cart/CartPage.tsx'),
      code: "import { x } from '../wishlist/wishlist.i18n.ts';",
      errors: crossed('features/cart -> features/wishlist'),
    },
    { filename: at('apps/web/src/lib/api.ts'), code: "import { x } from '../../../api/src/app.ts';", errors: crossed('web -> api') },
  ],
});

/** Every relative import of the apps' source files (tests included), as [file, specifier]. */
function imports() {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-server') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(tsx?|m?js)$/.test(e.name)) {
        const src = fs.readFileSync(p, 'utf8');
        for (const m of src.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) out.push([p, m[1] ?? m[2]]);
      }
    }
  };
  walk(at('apps'));
  return out;
}

describe('the allowance list', () => {
  it('names exactly the crossings the code makes: none stale, none missing', () => {
    const made = new Set(
      imports()
        .map(([file, spec]) => crossing(file, spec))
        .filter(Boolean),
    );
    expect([...made].sort()).toEqual([...BOUNDARY_ALLOW].sort());
  });
});

describe('the API modules', () => {
  it('import each other in layers: no ring (test files aside)', () => {
    const mod = (p) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path.relative(root, p).split(path.sep).join('/'))?.[1];
    const edges = new Map();
    for (const [file, spec] of imports()) {
      if (!spec.startsWith('.') || /\.test\.tsx?$/.test(file)) continue;
      const a = mod(file);
      const b = mod(path.resolve(path.dirname(file), spec));
      if (a && b && a !== b) edges.set(a, new Set([...(edges.get(a) ?? []), b]));
    }
    // Depth-first search; a module met again while still on the path closes a ring.
    const rings = [];
    const state = new Map();
    const visit = (m, trail) => {
      if (state.get(m) === 'done') return;
      if (state.get(m) === 'open') return void rings.push([...trail.slice(trail.indexOf(m)), m].join(' -> '));
      state.set(m, 'open');
      for (const n of edges.get(m) ?? []) visit(n, [...trail, m]);
      state.set(m, 'done');
    };
    for (const m of edges.keys()) visit(m, []);
    expect(rings).toEqual([]);
  });
});
