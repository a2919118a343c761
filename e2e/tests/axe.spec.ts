import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall } from './helpers.ts';
import { checkSteps, editorSteps, openAs, STAFF, visit, type Lang, type Role } from './axe-screens.ts';

/**
 * Issue 40, the short guard in `npm test`: one screen of each area, each language at one width, with no
 * serious or critical axe violation. The whole sweep (every screen, both widths, three languages) is
 * `axe-sweep.long.spec.ts`, in the long suite.
 */

test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

const CHECKS: Array<{ lang: Lang; width: number; role: (member: string) => Role }> = [
  // The back office and the counter on a phone, in Traditional Chinese.
  {
    lang: 'zh_HK',
    width: 390,
    role: () => ({ name: 'merchant', staff: STAFF.merchant, steps: ['/backOffice/home', '/backOffice/orders'].map(visit) }),
  },
  { lang: 'zh_HK', width: 390, role: () => ({ name: 'counter', staff: STAFF.counter, steps: ['/registerByStaff', '/backOffice/counter'].map(visit) }) },
  // The page editor on a laptop, in Simplified Chinese.
  { lang: 'zh_CN', width: 1366, role: () => ({ name: 'editor', staff: STAFF.editor, steps: editorSteps().slice(0, 2) }) },
  // The storefront signed in, in English: the club's point cards on a laptop, personal data on a phone.
  { lang: 'en', width: 1366, role: (member) => ({ name: 'member', member, steps: ['/', '/wv/CLUB_HOME'].map(visit) }) },
  { lang: 'en', width: 390, role: (member) => ({ name: 'member', member, steps: ['/personalData', '/account/points'].map(visit) }) },
];

test('axe: one screen per area in each language has no serious or critical violation', { tag: '@sweep' }, async ({ browser, request }) => {
  test.setTimeout(600_000);
  const member = (await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' }))
    .accessToken;
  const found: string[] = [];
  for (const check of CHECKS) {
    const role = check.role(member);
    const page = await openAs(browser, role, check.width);
    found.push(...(await checkSteps(page, role.steps, check.lang, check.width, role.name)));
    await page.context().close();
  }
  expect(found, found.join('\n')).toEqual([]);
});
