import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** An online registration's body: a Hong Kong phone, the password confirmed, the terms agreed; the rest as given. */
export const registerBody = (m: { phone: string; email: string; password: string; firstName?: string; lastName?: string; appellation?: 'Mr' | 'Ms' }) => {
  const { password, ...rest } = m;
  return {
    appellation: 'Mr',
    firstName: 'A',
    lastName: 'B',
    gender: 'M',
    birthMonth: 1,
    phoneAreaCode: '852',
    ...rest,
    password,
    confirmPassword: password,
    agreeTerms: true,
  };
};

/**
 * Counter registration forms (the staff tool's): a new Hong Kong phone each, numbered on from `firstPhone`
 * (each test file its own range), the terms agreed; `person` names who registers, `over` any other field.
 */
export function counterForms(firstPhone: number, person: { appellation: string; firstName: string; lastName: string; gender: 'M' | 'F'; birthMonth: number }) {
  let seq = 0;
  return (over: Record<string, unknown> = {}) => ({
    ...person,
    phoneAreaCode: '852',
    phone: `6${String(firstPhone + ++seq).padStart(7, '0')}`,
    agreeTerms: true,
    ...over,
  });
}

/** Registers a member online with this phone and e-mail (proven by nothing yet); answers what the call answered. */
export async function registerMember(
  t: TestApp,
  m: { phone: string; email: string; password: string; firstName: string; appellation: 'Mr' | 'Ms'; gender: 'M' | 'F'; birthMonth: number },
): Promise<{ phoneCodeSent: boolean; emailCodeSent: boolean }> {
  const reg = await t.call('app/page/user/register', { ...registerBody({ ...m, lastName: 'Tester' }), gender: m.gender, birthMonth: m.birthMonth });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  return reg.body.data as { phoneCodeSent: boolean; emailCodeSent: boolean };
}

/**
 * A redemption of the first club sku waiting at Causeway Bay for `memberId`, written as the redemption
 * call leaves it: its id and the member's collection code.
 */
export async function waitingRedemption(t: TestApp, memberId: number, no: string): Promise<{ id: number; code: string }> {
  const q = <T>(sql: string) => t.database.query<T>(sql);
  const [k] = await q<{ id: number; spuId: number }>(`select k.id, k.spu_id as "spuId" from points_skus k order by k.id limit 1`);
  const [r] = await q<{ id: number; code: string }>(`
    insert into redemptions (redemption_no, member_id, merchant_code, pickup_store_code, total_points, total_normal_points, idempotency_key, request_hash)
    values ('${no}', ${memberId}, 'DEMO', 'CWB', 0, 0, 'sec-${no}', 'x') returning id, collection_code as code`);
  await q(`insert into redemption_lines (redemption_id, sku_id, spu_id, title, num, point, normal_point, price)
           values (${r!.id}, ${k!.id}, ${k!.spuId}, '{"zh_HK":"禮","zh_CN":"礼","en":"Gift"}'::jsonb, 1, 0, 0, 0)`);
  return { id: r!.id, code: r!.code };
}
