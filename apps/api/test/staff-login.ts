import type { TestApp } from './test-app.ts';

/** The seeded staff accounts per role (README), and a member for role 1. */
export const STAFF_ACCOUNTS = {
  2: { username: 'counter.staff', password: 'Counter2026a' },
  3: { username: 'crm.admin', password: 'Crm2026admin' },
  4: { username: 'fb.admin', password: 'Dining2026a' },
  5: { username: 'page.editor', password: 'Editor2026a' },
  6: { username: 'merchant.admin', password: 'Merchant2026a' },
} as const;
/** The seeded member the tests sign in as (README's demo member JH10000001). */
export const DEMO_MEMBER_LOGIN = { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' } as const;
export type StaffRoleUnderTest = keyof typeof STAFF_ACCOUNTS;
/** Every staff role, for role matrices. */
export const STAFF_ROLES_UNDER_TEST = [2, 3, 4, 5, 6] as const;

/** The seeded shop manager: roles 2, 3 and 4, no shop of its own (README). */
export const SHOP_MANAGER = { username: 'shop.manager', password: 'Manager2026a' } as const;

async function signIn(t: TestApp, account: { username: string; password: string }): Promise<string> {
  const res = await t.call('app/page/user/pageStaffLogin', account);
  if (res.status !== 200) throw new Error(`staff login ${account.username}: ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken as string;
}

/** The seeded staff account of a role, logged in: its token. */
export const staffToken = (t: TestApp, role: StaffRoleUnderTest): Promise<string> => signIn(t, STAFF_ACCOUNTS[role]);

/** The shop manager, logged in as seeded (no shop): its token. */
export const shopManagerToken = (t: TestApp): Promise<string> => signIn(t, SHOP_MANAGER);

/**
 * The shop manager working at `store`, logged in: a second counter account (it holds role 2) of the same
 * shop as counter.staff, or a counter of another shop.
 */
export async function shopManagerAt(t: TestApp, store: string): Promise<string> {
  await t.database.query(`update staff_users set store_code = '${store}' where username = '${SHOP_MANAGER.username}'`);
  return shopManagerToken(t);
}

/** A token per role (1 = a member) plus anonymous, for "every call × every role" tests. */
export async function tokensByRole(t: TestApp): Promise<Record<'anonymous' | 1 | StaffRoleUnderTest, string | undefined>> {
  const member = await t.call('app/page/user/login', DEMO_MEMBER_LOGIN);
  if (member.status !== 200) throw new Error(`member login: ${JSON.stringify(member.body)}`);
  const out: Record<string, string | undefined> = { anonymous: undefined, 1: member.body.data.accessToken };
  for (const role of STAFF_ROLES_UNDER_TEST) out[role] = await staffToken(t, role);
  return out as Record<'anonymous' | 1 | StaffRoleUnderTest, string | undefined>;
}
