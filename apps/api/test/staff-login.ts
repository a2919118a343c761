import type { TestApp } from './test-app.ts';

/** The seeded staff accounts per role (README), and a member for role 1. */
export const STAFF_ACCOUNTS = {
  2: { username: 'counter.staff', password: 'Counter2026a' },
  3: { username: 'crm.admin', password: 'Crm2026admin' },
  4: { username: 'fb.admin', password: 'Dining2026a' },
  5: { username: 'page.editor', password: 'Editor2026a' },
  6: { username: 'merchant.admin', password: 'Merchant2026a' },
} as const;
export type StaffRoleUnderTest = keyof typeof STAFF_ACCOUNTS;
/** Every staff role, for role matrices. */
export const STAFF_ROLES_UNDER_TEST = [2, 3, 4, 5, 6] as const;

/** The seeded staff account of a role, logged in: its token. */
export async function staffToken(t: TestApp, role: StaffRoleUnderTest): Promise<string> {
  const res = await t.call('app/page/user/pageStaffLogin', STAFF_ACCOUNTS[role]);
  if (res.status !== 200) throw new Error(`staff login ${role}: ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken as string;
}

/** A token per role (1 = a member) plus anonymous, for "every call × every role" tests. */
export async function tokensByRole(t: TestApp): Promise<Record<'anonymous' | 1 | StaffRoleUnderTest, string | undefined>> {
  const member = await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' });
  if (member.status !== 200) throw new Error(`member login: ${JSON.stringify(member.body)}`);
  const out: Record<string, string | undefined> = { anonymous: undefined, 1: member.body.data.accessToken };
  for (const role of STAFF_ROLES_UNDER_TEST) out[role] = await staffToken(t, role);
  return out as Record<'anonymous' | 1 | StaffRoleUnderTest, string | undefined>;
}
