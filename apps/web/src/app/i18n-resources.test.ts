import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES as EAGER } from './i18n-resources.ts';
import { LAZY_CATALOGUES } from './i18n-lazy.ts';

const CATALOGUES = [...EAGER, ...LAZY_CATALOGUES];

describe('UI string catalogues', () => {
  it('have unique namespaces', () => {
    const names = CATALOGUES.map((c) => c.ns);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const catalogue of CATALOGUES) {
    it(`${catalogue.ns}: every key exists, non-empty, in zh_HK, zh_CN and en`, () => {
      const keys = new Set([...Object.keys(catalogue.zh_HK), ...Object.keys(catalogue.zh_CN), ...Object.keys(catalogue.en)]);
      for (const key of keys) {
        for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
          expect(catalogue[lang][key], `${catalogue.ns}.${key} missing in ${lang}`).toBeTruthy();
        }
      }
    });
  }

  it('list every catalogue the source defines, so the checks above see it (app/i18n-lazy.ts for a lazy chunk)', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const defined = files.flatMap((f) => [...readFileSync(path.join(src, f), 'utf8').matchAll(/defineCatalogue\(\s*'([^']+)'/g)].map((m) => m[1]!));
    expect(defined.length).toBeGreaterThan(30);
    const listed = new Set(CATALOGUES.map((c) => c.ns));
    expect(defined.filter((ns) => !listed.has(ns))).toEqual([]);
  });
});
