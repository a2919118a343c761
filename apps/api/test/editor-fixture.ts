import { expect } from 'vitest';
import type { AppFull } from '@shop/contract';
import { tokensByRole } from './staff-login.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/* What the page editor's API tests share: an app with two editors, and the site read as draft or release. */

/** The seeded site the editor edits. */
export const EDITOR_APP = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' } as const;

/**
 * A test app with a token per role and a second page editor (`username`, `displayName`, the seeded
 * editor's password), to show whose save came first.
 */
export async function appWithTwoEditors(username: string, displayName: string) {
  const t = await createTestApp();
  const tokens = await tokensByRole(t);
  await t.database.query(`insert into staff_users (username, display_name, password_hash, roles, default_role)
    select '${username}', '${displayName}', password_hash, roles, default_role from staff_users where username = 'page.editor'`);
  const second = await t.call('app/page/user/pageStaffLogin', { username, password: 'Editor2026a' });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return { t, tokens, editor: tokens[5]!, editor2: second.body.data.accessToken as string };
}

/** The site as the editor reads it (`draft`, with `token`) or as published (`release`). */
export async function readSite<T extends AppFull = AppFull>(t: TestApp, status: 'draft' | 'release', token?: string): Promise<T> {
  const res = await t.call('app/weaver/getAppFull', { ...EDITOR_APP, status }, token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}
