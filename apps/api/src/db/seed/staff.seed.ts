import type { PointsReason } from '@shop/contract';
import type { Db } from '../client.ts';
import { pointsRepo } from '../../modules/points/points.repository.ts';
import { membersRepo } from '../../modules/members/members.repository.ts';
import { createStaffUser } from '../../modules/staff/staff-accounts.ts';
import type { Seed } from './seed.ts';

/**
 * Demo staff, one per role (documented in the README), and some points history for the demo members:
 *  - counter.staff  Counter2026a   role 2 STAFF_NORMAL     lands on /registerByStaff
 *  - crm.admin      Crm2026admin   role 3 STAFF_CRM_ADMIN  lands on /crmAdminCode
 *  - fb.admin       Dining2026a    role 4 STAFF_FB_ADMIN   lands on /cateringDepartment
 *  - page.editor    Editor2026a    role 5 EDITOR           lands on /wvEdit
 *  - shop.manager   Manager2026a   roles 2, 3, 4 (default 4)
 * The merchant admin (role 6) comes from back-office.seed.ts.
 */
export const DEMO_STAFF = [
  { username: 'counter.staff', password: 'Counter2026a', roles: [2], displayName: 'Counter · Ho Wing Sze' },
  { username: 'crm.admin', password: 'Crm2026admin', roles: [3], displayName: 'CRM · Leung Chi Keung' },
  { username: 'fb.admin', password: 'Dining2026a', roles: [4], displayName: 'F&B · Tsang Hoi Yan' },
  { username: 'page.editor', password: 'Editor2026a', roles: [5], displayName: 'Editor · Yip Sau Man' },
  { username: 'shop.manager', password: 'Manager2026a', roles: [2, 3, 4], defaultRole: 4, displayName: 'Manager · Kwok Ming' },
] as const;

type Entry = { delta: number; reason: PointsReason; source: string; at: string; staff?: string; bill?: number };
/** Points history per member number; every balance stays ≥ 0 in order. */
const HISTORY: Record<string, Entry[]> = {
  JH10000001: [
    { delta: 500, reason: 'welcome', source: '', at: '2025-09-02T10:15:00+08:00' },
    { delta: 1280, reason: 'purchase', source: 'JHO-250918-0012', at: '2025-09-18T15:40:00+08:00' },
    { delta: 300, reason: 'birthday', source: 'birthday-2026', at: '2026-03-01T09:00:00+08:00' },
    { delta: 2450, reason: 'purchase', source: 'JHO-260322-0107', at: '2026-03-22T18:05:00+08:00' },
    { delta: -400, reason: 'fb_deduction', source: 'FB-260405-031', at: '2026-04-05T13:20:00+08:00', staff: 'fb.admin', bill: 68000 },
    { delta: 860, reason: 'purchase', source: 'JHO-260611-0044', at: '2026-06-11T12:30:00+08:00' },
  ],
  JH10000002: [
    { delta: 500, reason: 'welcome', source: '', at: '2024-11-20T11:00:00+08:00' },
    { delta: 300, reason: 'birthday', source: 'birthday-2025', at: '2025-11-01T09:00:00+08:00' },
    { delta: 3600, reason: 'purchase', source: 'JHO-251224-0201', at: '2025-12-24T16:45:00+08:00' },
  ],
  JH10000004: [
    { delta: 500, reason: 'welcome', source: '', at: '2026-01-08T10:00:00+08:00' },
    { delta: 12800, reason: 'purchase', source: 'JHO-260130-0009', at: '2026-01-30T14:10:00+08:00' },
    { delta: 300, reason: 'birthday', source: 'birthday-2026', at: '2026-08-01T09:00:00+08:00' },
  ],
};

export const staffSeed: Seed = {
  name: 'staff@1',
  async run(tx: Db) {
    const staffIds = new Map<string, number>();
    for (const s of DEMO_STAFF) {
      const row = await createStaffUser(tx, { ...s, roles: [...s.roles] });
      staffIds.set(s.username, row.id);
    }
    for (const [memberNo, entries] of Object.entries(HISTORY)) {
      const member = await membersRepo.byMemberNo(tx, memberNo);
      if (!member) continue;
      for (const e of entries) {
        await pointsRepo.insert(tx, {
          memberId: member.id,
          delta: e.delta,
          reason: e.reason,
          source: e.source,
          staffId: e.staff ? (staffIds.get(e.staff) ?? null) : null,
          billAmount: e.bill ?? null,
          idempotencyKey: e.reason === 'fb_deduction' ? `fb:${e.source}` : null,
          createdAt: new Date(e.at),
        });
      }
    }
  },
};
