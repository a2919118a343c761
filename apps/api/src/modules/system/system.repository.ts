import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, stores } from './system.tables.ts';

export function createSystemRepository(db: Db) {
  return {
    async findMerchant(code: string) {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row;
    },
    async findStore(merchantCode: string, storeCode: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.merchantCode, merchantCode), eq(stores.code, storeCode)))
        .limit(1);
      return row;
    },
  };
}
