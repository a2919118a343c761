import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { Seed } from './seed.ts';

/**
 * The demo counter account works at the Causeway Bay shop (CWB): it hands over that shop's pick-up
 * orders in the back office (decision 133). `shop.manager` keeps no shop.
 */
export const DEMO_COUNTER_SHOP = { username: 'counter.staff', storeCode: 'CWB' } as const;

export const backOfficeOrdersSeed: Seed = {
  name: 'back-office-orders@1',
  async run(tx: Db) {
    await tx.execute(
      sql`update staff_users set store_code = ${DEMO_COUNTER_SHOP.storeCode}
          where username = ${DEMO_COUNTER_SHOP.username} and store_code is null
            and exists (select 1 from stores where code = ${DEMO_COUNTER_SHOP.storeCode})`,
    );
  },
};
