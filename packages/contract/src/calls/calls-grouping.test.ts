import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallDef } from '../call.ts';

/**
 * The contract's calls are grouped by the API module that answers them (decision 435): a call lives in
 * `<module>.calls.ts` or `<module>-<area>.calls.ts`, where `<module>` is the folder under
 * `apps/api/src/modules/` whose code registers its route (`router.call(def, …)` / `router.upload(def, …)`).
 * The longest module name that prefixes the file name decides (`back-office-home` is back-office's).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.resolve(here, '../../../../apps/api/src/modules');

/** The module a calls file belongs to by its name, or null when no module's name prefixes it. */
function moduleOfFile(file: string, modules: readonly string[]): string | null {
  const base = file.replace(/\.calls\.ts$/, '');
  const fits = modules.filter((m) => base === m || base.startsWith(`${m}-`));
  return fits.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Each call named by where it lives and who registers it; answers one line per misplaced call. */
function misplacedCalls(callsByFile: Record<string, string[]>, registrants: Map<string, Set<string>>, modules: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [file, names] of Object.entries(callsByFile)) {
    const owner = moduleOfFile(file, modules);
    for (const name of names) {
      const by = [...(registrants.get(name) ?? [])];
      if (by.length !== 1) problems.push(`${name} (${file}) is registered by ${by.length ? by.join(', ') : 'no module'}`);
      else if (owner === null) problems.push(`${file} is named for no module; ${name} is answered by ${by[0]}`);
      else if (by[0] !== owner) problems.push(`${name} lives in ${file} (module ${owner}) but module ${by[0]} answers it`);
    }
  }
  return problems;
}

const listTs = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listTs(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });

/** Which module registers each contract export, read from the modules' source (imports may rename). */
function registrantsOf(modules: readonly string[]): Map<string, Set<string>> {
  const by = new Map<string, Set<string>>();
  for (const module of modules) {
    for (const file of listTs(path.join(modulesDir, module))) {
      const text = readFileSync(file, 'utf8');
      const alias = new Map<string, string>();
      for (const imp of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@shop\/contract'/g))
        for (const part of imp[1]!.split(',')) {
          const [name, local] = part.trim().split(/\s+as\s+/);
          if (name) alias.set((local ?? name).trim(), name.trim());
        }
      for (const m of text.matchAll(/router\.(?:call|upload)\(\s*(\w+)/g)) {
        const name = alias.get(m[1]!) ?? m[1]!;
        by.set(name, (by.get(name) ?? new Set()).add(module));
      }
    }
  }
  return by;
}

const isCallDef = (v: unknown): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'request' in v && 'access' in v;

describe('contract calls are grouped by the module that answers them (decision 435)', () => {
  const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());

  it('every call lives in the calls file named for the module that registers its route', async () => {
    const callsByFile: Record<string, string[]> = {};
    for (const file of readdirSync(here).filter((f) => f.endsWith('.calls.ts'))) {
      const exports = (await import(/* @vite-ignore */ path.join(here, file))) as Record<string, unknown>;
      callsByFile[file] = Object.entries(exports)
        .filter(([, v]) => isCallDef(v))
        .map(([name]) => name);
    }
    const total = Object.values(callsByFile).flat().length;
    expect(total).toBeGreaterThan(150);
    expect(misplacedCalls(callsByFile, registrantsOf(modules), modules)).toEqual([]);
    // It imports every calls file (Vitest transforms each on first import) and reads every module's routes: a
    // few seconds beside the typecheck and the build in `npm test`'s first step, so not Vitest's default 5.
  }, 60_000);

  it('names a misplaced call (a planted one: an orders call in a back-office file)', () => {
    const planted = misplacedCalls(
      { 'back-office-club.calls.ts': ['boListPromotions'], 'orders-promotions.calls.ts': ['boGetPromotion'], 'nobody.calls.ts': ['x'] },
      new Map([
        ['boListPromotions', new Set(['orders'])],
        ['boGetPromotion', new Set(['orders'])],
        ['x', new Set(['orders'])],
      ]),
      ['orders', 'back-office', 'back'],
    );
    expect(planted).toEqual([
      'boListPromotions lives in back-office-club.calls.ts (module back-office) but module orders answers it',
      'nobody.calls.ts is named for no module; x is answered by orders',
    ]);
    expect(moduleOfFile('back-office-home.calls.ts', ['back', 'back-office'])).toBe('back-office');
  });
});
