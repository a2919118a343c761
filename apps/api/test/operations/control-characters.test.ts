import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, draftOfAppFull, isInnerTypeWrapper, type CallDef } from '@shop/contract';
import { createTestApp, type TestApp } from '../test-app.ts';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** Every path of the request that a plain string fills (arrays: their first item), with the holes to build a body. */
function stringPaths(schema: unknown, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 12) return [];
  const def = defOf(schema);
  if (isInnerTypeWrapper(def.type)) return stringPaths(def.innerType, path, depth + 1);
  switch (def.type) {
    case 'string':
      return [path];
    case 'pipe':
      return stringPaths(def.in, path, depth + 1);
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => stringPaths(v, [...path, k], depth + 1));
    case 'array':
      return stringPaths(def.element, [...path, 0], depth + 1);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => stringPaths(o, path, depth + 1));
    default:
      return [];
  }
}

/** `value` at `path`, on top of a copy of `base` (a valid body where a call needs one; arrays: their first item). */
function bodyWith(path: (string | number)[], value: string, base?: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const items = Array.isArray(base) ? [...base] : [];
    items[0] = bodyWith(rest, value, items[0]);
    return items;
  }
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  obj[head!] = bodyWith(rest, value, obj[head!]);
  return obj;
}

const unique = (paths: (string | number)[][]) => [...new Map(paths.map((p) => [p.join('.'), p])).values()];

describe('control characters in any text field of any call (decision 124)', () => {
  let t: TestApp;
  const tokens: { member?: string; manager?: string; editor?: string; merchantAdmin?: string } = {};
  /** Valid bodies for calls whose required fields are too rich to leave out: the NUL is put into these. */
  const baseBodies = new Map<string, unknown>();
  beforeAll(async () => {
    t = await createTestApp();
    tokens.member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
    const staff = async (username: string, password: string) =>
      (await t.call('app/page/user/pageStaffLogin', { username, password })).body.data?.accessToken as string | undefined;
    tokens.manager = await staff('shop.manager', 'Manager2026a');
    tokens.editor = await staff('page.editor', 'Editor2026a');
    tokens.merchantAdmin = await staff('merchant.admin', 'Merchant2026a');
    const draft = await t.call(
      'app/weaver/getAppFull',
      { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'draft' },
      { token: tokens.editor! },
    );
    baseBodies.set('app/weaver/saveAppDraft', { ...draftOfAppFull(draft.body.data), appCode: 'SITE', baseRevision: draft.body.data.draft.revision });
  });
  afterAll(() => t?.close());

  const tokenFor = (def: CallDef) => {
    if (def.access.kind === 'public') return undefined;
    if (def.access.kind === 'member') return tokens.member;
    // A staff account holding one of the call's roles: the shop manager (2–4), the editor (5), the merchant admin (6).
    const roles: readonly number[] = def.access.roles;
    if (roles.some((r) => r >= 2 && r <= 4)) return tokens.manager;
    return roles.includes(5) ? tokens.editor : tokens.merchantAdmin;
  };

  it('logs in the callers the calls need', () => {
    expect(tokens.member).toBeTruthy();
    expect(tokens.manager).toBeTruthy();
    expect(tokens.editor).toBeTruthy();
    expect(tokens.merchantAdmin).toBeTruthy();
  });

  it('answers 400 naming the field for NUL (and other C0 characters) in every string field, never 5xx', async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const def of ALL_CALLS) {
      // A file upload is multipart, not JSON: its form fields are checked by the upload route (media.test.ts).
      if (def.requestContentType === 'multipart/form-data') continue;
      for (const path of unique(stringPaths(def.request))) {
        for (const bad of ['a\u0000b', 'x\u001by']) {
          const res = await t.call(def.path, bodyWith(path, bad, baseBodies.get(def.path)), {
            lang: 'en',
            ...(tokenFor(def) ? { token: tokenFor(def)! } : {}),
          });
          checked++;
          const field = path.join('.');
          if (res.status !== 400 || !String(res.body.errorMessage).includes(field)) {
            failures.push(`${def.path} ${field} ${JSON.stringify(bad)} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses line breaks in one-line fields but keeps them in text areas', async () => {
    const login = await t.call('app/page/user/login', { account: '9123\n4567', phoneAreaCode: '852', password: 'x' }, { lang: 'en' });
    expect(login.status).toBe(400);
    expect(login.body.errorMessage).toBe('Invalid input: account');
    const enquiry = {
      title: 'Ms.',
      firstName: 'Mei',
      lastName: 'Chan',
      tel: '+852 91234567',
      email: 'mei.chan@example.com',
      enquiryDetail: 'Line one\n\tLine two\r\nLine three',
    };
    expect((await t.call('app/official/customer/sendCustomerQueryEmail', enquiry, { lang: 'en' })).status).toBe(200);
    const nul = await t.call('app/official/customer/sendCustomerQueryEmail', { ...enquiry, enquiryDetail: 'hi\u0000' }, { lang: 'en' });
    // A bad character is the sender's mistake, not a mail failure (503).
    expect(nul.status).toBe(400);
    expect(nul.body.errorMessage).toBe('Invalid input: enquiryDetail');
  });
});
