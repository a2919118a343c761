import type { Db } from '../client.ts';
import { staffRepo } from '../../modules/staff/staff.repository.ts';
import { createStaffUser } from '../../modules/staff/staff-accounts.ts';
import type { Seed } from './seed.ts';

/**
 * The demo merchant admin (role 6, lands on /backOffice; documented in the README). A seed of its own,
 * so that databases seeded before role 6 existed get the account on their next start.
 *  - merchant.admin  Merchant2026a  role 6 MERCHANT_ADMIN
 */
export const DEMO_MERCHANT_ADMIN = {
  username: 'merchant.admin',
  password: 'Merchant2026a',
  roles: [6],
  displayName: 'Merchant admin · Lau Ka Yan',
} as const;

export const backOfficeSeed: Seed = {
  name: 'back-office@1',
  async run(tx: Db) {
    if (await staffRepo.byUsername(tx, DEMO_MERCHANT_ADMIN.username)) return;
    await createStaffUser(tx, { ...DEMO_MERCHANT_ADMIN, roles: [...DEMO_MERCHANT_ADMIN.roles] });
  },
};
