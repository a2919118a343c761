import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createMember } from '../../modules/members/members.service.ts';
import { memberAddresses } from '../../modules/members/members.tables.ts';
import type { Seed } from './seed.ts';

/**
 * Demo members (fictional people, example.com-style addresses). Documented in the README:
 *  - JH10000001 Chan Tai Man   +852 91234567 / taiman.chan@jadeharbour.example   password Jade2026a
 *  - JH10000002 Wong Mei Ling  +852 92345678 / meiling.wong@jadeharbour.example  password Upgrade2026a, systemUpgrade '1'
 *  - JH10000003 Lee Ka Yan     +852 93456789 (registered at a counter)           no password: signs in first with an SMS code (decision 380)
 *  - JH10000004 Zhang Wei      +86 13800138000 / zhang.wei@jadeharbour.example   password Jade2026b
 */
export const DEMO_MEMBERS = [
  {
    memberNo: 'JH10000001',
    input: {
      phoneArea: '852',
      phone: '91234567',
      email: 'taiman.chan@jadeharbour.example',
      password: 'Jade2026a',
      appellation: 'Mr',
      firstName: 'Tai Man',
      lastName: 'Chan',
      nickname: 'Tai Man',
      gender: 'M',
      birthMonth: 3,
      birthDay: 14,
      ageRange: '36-45',
      addressArea: 'Hong Kong',
      addressProvince: 'Hong Kong Island',
      addressDistrict: 'Central',
      addressDetail: 'Flat 12A, 8 Harbour View Road',
    },
    opts: { level: 1 },
  },
  {
    memberNo: 'JH10000002',
    input: {
      phoneArea: '852',
      phone: '92345678',
      email: 'meiling.wong@jadeharbour.example',
      password: 'Upgrade2026a',
      appellation: 'Ms',
      firstName: 'Mei Ling',
      lastName: 'Wong',
      nickname: 'Mei Ling',
      gender: 'F',
      birthMonth: 11,
      birthDay: 2,
      ageRange: '26-35',
    },
    opts: { systemUpgrade: '1' as const, level: 0 },
  },
  {
    memberNo: 'JH10000003',
    input: { phoneArea: '852', phone: '93456789', appellation: 'Miss', firstName: 'Ka Yan', lastName: 'Lee', gender: 'F', birthMonth: 7 },
    opts: { registeredVia: 'staff' as const },
  },
  {
    memberNo: 'JH10000004',
    input: {
      phoneArea: '86',
      phone: '13800138000',
      email: 'zhang.wei@jadeharbour.example',
      password: 'Jade2026b',
      appellation: 'Mr',
      firstName: '伟',
      lastName: '张',
      nickname: '张伟',
      gender: 'M',
      birthMonth: 8,
      ageRange: '46-55',
    },
    opts: { level: 2 },
  },
] as const;

export const membersSeed: Seed = {
  name: 'members@1',
  async run(tx: Db) {
    const ids: number[] = [];
    for (const m of DEMO_MEMBERS) {
      const row = await createMember(tx, m.input, { ...m.opts, memberNo: m.memberNo });
      ids.push(row.id);
    }
    await tx.insert(memberAddresses).values({
      memberId: ids[0]!,
      receiverName: 'Chan Tai Man',
      phoneArea: '852',
      phone: '91234567',
      area: 'Hong Kong',
      province: 'Hong Kong Island',
      district: 'Central',
      detail: 'Flat 12A, 8 Harbour View Road',
      isDefault: true,
    });
  },
};

/**
 * The demo members who sign in with a password (JH10000001–07, here and in the club seed) have known demo
 * phones: they count as proven (`phone_verified_at`), so the demo's, the journeys' and the model test's
 * pay-at-shop orders hold for the seven days of a proven member (decision 400). JH10000003 (registered at
 * a counter, no password) proves its phone by its SMS code first. A seed of its own, run after the club
 * seed, so databases seeded before it get it too.
 */
export const memberPhonesSeed: Seed = {
  name: 'member-phones@1',
  async run(tx: Db) {
    await tx.execute(
      sql`update members set phone_verified_at = coalesce(phone_verified_at, now())
          where member_no like 'JH1000000_' and password_hash not like '!%'`,
    );
  },
};

/**
 * Contacts proven before messages (decision 412): the same demo members' e-mail addresses (example
 * addresses of the demo) count as proven, so the demo's and the journeys' order mails still go out. A seed of
 * its own, so databases seeded before it get it too.
 */
export const memberEmailsSeed: Seed = {
  name: 'member-emails@1',
  async run(tx: Db) {
    await tx.execute(
      sql`update members set email_verified_at = coalesce(email_verified_at, now())
          where member_no like 'JH1000000_' and password_hash not like '!%' and email is not null`,
    );
  },
};
