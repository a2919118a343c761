import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { foundationSeed } from './foundation.seed.ts';
import { catalogueSeed } from './catalogue.seed.ts';
import { memberEmailsSeed, memberPhonesSeed, membersSeed } from './members.seed.ts';
import { officialSiteSeed } from './official-site.seed.ts';
import { officialContentSeed } from './official-content.seed.ts';
import { staffSeed } from './staff.seed.ts';
import { ordersSeed } from './orders.seed.ts';
import { clubSeed } from './club.seed.ts';
import { backOfficeSeed } from './back-office.seed.ts';
import { backOfficeOrdersSeed } from './back-office-orders.seed.ts';
import { weightPricingSeed } from './weight-pricing.seed.ts';
import { siteVersionSeed } from './site-version.seed.ts';

import type { Seed } from './seed.ts';

export type { Seed } from './seed.ts';

/**
 * The demo shop, in order. Each seed runs once, in one transaction, and is recorded, so starting again
 * (or two processes starting at once) never loads it twice. Domains add their seed here.
 */
export const SEEDS: Seed[] = [
  foundationSeed,
  catalogueSeed,
  membersSeed,
  officialSiteSeed,
  officialContentSeed,
  staffSeed,
  ordersSeed,
  clubSeed,
  backOfficeSeed,
  backOfficeOrdersSeed,
  weightPricingSeed,
  memberPhonesSeed,
  memberEmailsSeed,
  // Last: the site as every seed above left it is version 1.
  siteVersionSeed,
];

export async function seedDemo(db: Db, config: Config, seeds: Seed[] = SEEDS): Promise<string[]> {
  const applied: string[] = [];
  // A restart finds every seed recorded: one read instead of a transaction (and a commit) per seed.
  const recorded = await db.execute(sql`select name from seeds`);
  const recordedNames = new Set((recorded as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
  for (const seed of seeds) {
    if (recordedNames.has(seed.name)) continue;
    const done = await db.transaction(async (tx) => {
      // Claim the seed first: a concurrent starter blocks here and then finds the row.
      const claimed = await tx.execute(sql`insert into seeds (name) values (${seed.name}) on conflict do nothing returning name`);
      if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return false;
      await seed.run(tx as unknown as Db, config);
      return true;
    });
    if (done) applied.push(seed.name);
  }
  return applied;
}
