import { describe, expect, it } from 'vitest';
import { BLOCKS, isBlockType, type Field } from '@shop/contract';
import { editorCatalogue } from './editor.i18n.ts';
import { menuFields, siteSettingsFields } from './site-fields.ts';

/** Every setting name and choice the editor draws, walked from the same metadata the panel is built from. */
function collect(f: Field<unknown>, name: string | null, names: Set<string>, options: Set<string>) {
  const m = f.meta;
  if (name !== null) names.add(name);
  if (m.kind === 'object') for (const [k, sub] of Object.entries(m.shape)) collect(sub, k, names, options);
  if (m.kind === 'list') collect(m.item, null, names, options);
  if (m.kind === 'choice') for (const o of m.options) if (String(o) !== '') options.add(String(o));
}

describe('the editor speaks the editor’s language', () => {
  const names = new Set<string>();
  const options = new Set<string>();
  for (const type of Object.keys(BLOCKS)) if (isBlockType(type)) collect(BLOCKS[type].schema as Field<unknown>, null, names, options);
  collect(siteSettingsFields([]) as Field<unknown>, null, names, options);
  for (const f of Object.values(menuFields)) collect(f as Field<unknown>, null, names, options);

  it('names every setting of every block, the site and the menus in zh_HK, zh_CN and en (no English left in the Chinese interface)', () => {
    for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
      const texts = editorCatalogue[lang] as Record<string, string>;
      const missing = [...names].filter((n) => !texts[`f_${n}`]);
      expect(missing, lang).toEqual([]);
    }
  });

  it('names every choice, unless it is a number or a colour code', () => {
    for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
      const texts = editorCatalogue[lang] as Record<string, string>;
      const missing = [...options].filter((o) => !/^[\d.]+$/.test(o) && !texts[`o_${o}`]);
      expect(missing, lang).toEqual([]);
    }
  });
});
