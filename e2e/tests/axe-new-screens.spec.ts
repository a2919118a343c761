import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall } from './helpers.ts';
import { checkSteps, LANGS, openAs, STAFF, visit, WIDTHS, type Role } from './axe-screens.ts';

/**
 * Issues 43 and 44 beside issue 40's guard: the screens the till and the viewings added, in each language at
 * both widths, have no serious or critical axe violation and never scroll sideways. The booking page is
 * the storefront's (a visitor); the rest are the counter's and the merchant's.
 */

test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

test('axe: the booking page, the counter viewings and the till, the merchant viewing settings and report', { tag: '@sweep' }, async ({ browser, request }) => {
  test.setTimeout(900_000);
  const goods = (
    await apiCall<{ items: { id: number }[] }>(request, 'app/goods/getGoodsPage', { merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1, pageSize: 2 })
  ).items;
  const roles: Role[] = [
    { name: 'visitor', steps: [visit(`/bookViewing?spu=${goods.map((g) => g.id).join(',')}`)] },
    { name: 'counter', staff: STAFF.counter, steps: ['/backOffice/counter/viewings', '/backOffice/till'].map(visit) },
    { name: 'merchant', staff: STAFF.merchant, steps: ['/backOffice/viewings', '/backOffice/viewings/report', '/backOffice/tillDays'].map(visit) },
  ];
  const found: string[] = [];
  for (const role of roles)
    for (const width of WIDTHS) {
      const page = await openAs(browser, role, width);
      for (const lang of LANGS) found.push(...(await checkSteps(page, role.steps, lang, width, role.name)));
      await page.context().close();
    }
  expect(found, found.join('\n')).toEqual([]);
});
