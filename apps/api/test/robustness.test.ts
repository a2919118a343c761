import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, STAFF_ROLES, type CallDef } from '@shop/contract';
import { createStaffUser } from '../src/modules/staff/staff-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every call, whatever it is, answers hostile input with a 4xx in the error envelope and stays up.
 * New calls are covered automatically because the list comes from the contract.
 */
let t: TestApp;
let memberId: number;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [member] = await t.database.query<{ id: number }>(`select id from members order by id limit 1`);
  memberId = member!.id;
  // A staff user holding every role, so every staff call gets past its access rule.
  staffId = (await createStaffUser(t.database.db, { username: 'robust.every.role', password: 'Robust2026every', roles: [...STAFF_ROLES] })).id;
});
afterAll(() => t.close());

/**
 * A valid session of the kind the call requires (fresh per call, so a call that ends its session does not
 * end the next one's): hostile input then reaches the handler instead of stopping at 401.
 */
async function tokenFor(call: CallDef): Promise<string | undefined> {
  if (call.access.kind === 'member') return (await t.services.sessions.create({ kind: 'member', subjectId: memberId })).token;
  if (call.access.kind === 'staff') return (await t.services.sessions.create({ kind: 'staff', subjectId: staffId, roles: [...STAFF_ROLES] })).token;
  return undefined;
}

const parseOrUndefined = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const HOSTILE: Array<[string, string]> = [
  ['broken JSON', '{"merchantCode": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['wrong types', JSON.stringify({ merchantCode: 12, storeCode: [], appCode: {}, pageNo: 'x', pageSize: -1, idList: 'x', skuList: 7 })],
  ['a 3 MB string', JSON.stringify({ merchantCode: 'x'.repeat(3 * 1024 * 1024) })],
  ['5000-deep arrays', deep(5000)],
  ['5000-deep objects', deepObject(5000)],
  ['prototype pollution', '{"__proto__": {"admin": true}}'],
];

describe('every call refuses hostile input with a 4xx envelope', () => {
  it('registers a route for every call in the contract', () => {
    const missing = ALL_CALLS.map((c) => c.path).filter((p) => !t.router.registered.has(p));
    expect(missing).toEqual([]);
  });

  for (const call of ALL_CALLS) {
    it(call.path, async () => {
      for (const [label, raw] of HOSTILE) {
        const token = await tokenFor(call);
        const res = await t.call(call.path, undefined, { raw, lang: 'en', ...(token ? { token } : {}) });
        if (res.status === 200 && (call.access.kind === 'public' || call.request.safeParse({}).success)) {
          // A call without required fields (getAmountFormatInfo, loginInfo, logout…) may accept a body whose
          // keys it ignores; its answer has still been checked against the call's response schema.
          continue;
        }
        // A body that is valid input (unknown keys ignored) reached the handler; its own refusal (the counter's
        // queue for a staff account at no shop: 403) was checked against the error envelope by t.call.
        if (res.status === 403 && call.request.safeParse(parseOrUndefined(raw)).success) continue;
        expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        // With valid credentials the input reaches the call's validation and handler, not the access check.
        expect([401, 403], `${label} stopped at the access check`).not.toContain(res.status);
        // Besides its code and text, a refusal may name the field it is about (issue 27: forms mark it by path).
        expect(res.body).toEqual({
          errorCode: expect.any(Number),
          errorMessage: expect.any(String),
          ...('field' in res.body ? { field: expect.any(String) } : {}),
        });
      }
    });
  }

  it('still answers afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});

describe('transport', () => {
  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await t.call('app/nothing/here', {}, { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorCode: 10003, errorMessage: 'Unknown call.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.call('app/system/getInitInfo', undefined, { raw: JSON.stringify({ a: 'x'.repeat(2_000_000) }) });
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe(10004);
  });

  it('speaks the request language', async () => {
    const bad = { merchantCode: 5, storeCode: 'ESHOP' };
    const hk = await t.call('app/system/getInitInfo', bad, { lang: 'zh-HK' });
    const cn = await t.call('app/system/getInitInfo', bad, { lang: 'zh-CN' });
    const en = await t.call('app/system/getInitInfo', bad, { lang: 'en' });
    expect(hk.body.errorMessage).toBe('輸入無效：merchantCode');
    expect(cn.body.errorMessage).toBe('输入无效：merchantCode');
    expect(en.body.errorMessage).toBe('Invalid input: merchantCode');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/weaver/getAppFull',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });
});
