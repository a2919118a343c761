import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, ORDER_HISTORY_ACTIONS, AUDIT_ENTITIES, BO_RECORDS, STAFF_ROLES, type BoField } from '@shop/contract';
import { backOfficeCatalogue } from './back-office.i18n.ts';

/** Every field the contract describes has its label, so a form never shows a raw key. */
describe('back office strings', () => {
  const has = (key: string) => (['zh_HK', 'zh_CN', 'en'] as const).every((l) => Boolean((backOfficeCatalogue[l] as Record<string, string>)[key]));

  it('label every record field (the record’s own wording or the shared one) in three languages', () => {
    const missing: string[] = [];
    for (const [kind, meta] of Object.entries(BO_RECORDS)) {
      for (const [name, field] of Object.entries(meta.fields) as Array<[string, BoField]>) {
        const names = [name, ...(field.kind === 'rows' ? Object.keys(field.fields) : [])];
        for (const n of names) if (!has(`f_${kind}_${n}`) && !has(`f_${n}`)) missing.push(`${kind}.${n}`);
      }
      if (!has(`kind_${kind}`)) missing.push(`kind_${kind}`);
    }
    expect(missing).toEqual([]);
  });

  it('name every audit entity and action, and every staff role', () => {
    for (const e of AUDIT_ENTITIES) expect(has(`kind_${e}`), e).toBe(true);
    for (const a of AUDIT_ACTIONS) expect(has(`act_${a}`), a).toBe(true);
    for (const a of ORDER_HISTORY_ACTIONS) expect(has(`act_${a}`), a).toBe(true);
    for (const r of STAFF_ROLES) expect(has(`role${r}`), String(r)).toBe(true);
  });
});
