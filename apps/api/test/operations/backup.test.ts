import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { takeOrderTotals } from '@shop/contract';
import { buildApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { backupDatabase, restoreDatabase } from '../../src/db/backup.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { injectCaller } from '../inject-call.ts';

/** What must survive a backup: every order (and line), member, points entry and page, to the byte. */
const FINGERPRINT = `
  select (select count(*)::int from orders) as orders,
         (select md5(coalesce(string_agg(order_no || ':' || status || ':' || total_pay_price, ',' order by id), '')) from orders) as orders_md5,
         (select count(*)::int from order_lines) as order_lines,
         (select count(*)::int from members) as members,
         (select md5(coalesce(string_agg(member_no || ':' || password_hash, ',' order by id), '')) from members) as members_md5,
         (select count(*)::int from points_ledger) as points,
         (select coalesce(sum(delta), 0)::int from points_ledger) as points_sum,
         (select count(*)::int from pages) as pages,
         (select md5(coalesce(string_agg(id::text || ':' || md5(blocks::text), ',' order by id), '')) from pages) as pages_md5`;

/** Places an order (and earns the shop a points entry) through the real calls, as a member would. */
async function shopWithOrders(database: Database, dataDir: string) {
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), SEED_DEMO: '0' });
  const { app } = await buildApp(config, database, { logger: false });
  const call = injectCaller(app);
  const token = (await call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).accessToken as string;
  const [sku] = await database.query<{ id: number }>(`
    select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' and s.qty >= 3 order by k.id limit 1`);
  for (let i = 0; i < 2; i++) {
    const pv = await call('app/page/order/preview', { skuList: [{ skuId: sku!.id, num: 1 }], giftSkuList: [] }, token);
    await call(
      'app/page/order/takeOrder',
      {
        channel: 'PC',
        idempotencyKey: `backup-test-${Date.now()}-${i}`,
        orderRequest: {
          takeWay: 'pickup',
          pickupStoreCode: 'CWB',
          skuList: [{ skuId: sku!.id, num: 1 }],
          giftSkuList: [],
          languageType: 'ENG',
          ...takeOrderTotals(pv),
        },
      },
      token,
    );
  }
  await database.query(
    `insert into points_ledger (member_id, delta, reason, source) select id, 88, 'adjustment', 'backup test' from members where member_no = 'JH10000001'`,
  );
  await app.close();
}

const tmp: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  tmp.push(d);
  return d;
};
afterAll(() => tmp.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('npm run backup / restore (decision 120)', () => {
  // The run's snapshot is a PGlite dump only when the API tests run on the embedded database.
  it.skipIf(!!inject('databaseUrl'))(
    'embedded database: a shop with orders comes back whole in a fresh folder',
    async () => {
      const dataDir = tmpDir();
      const database = await openDatabase({ dataDir, snapshot: new Blob([fs.readFileSync(inject('dbSnapshot'))]) });
      await shopWithOrders(database, dataDir);
      const [before] = await database.query<Record<string, unknown>>(FINGERPRINT);
      await database.close();
      expect(Number(before!.orders)).toBeGreaterThanOrEqual(2);
      expect(Number(before!.points)).toBeGreaterThan(0);

      const file = path.join(tmpDir(), 'shop.tar.gz');
      await backupDatabase({ dataDir }, file);
      const fresh = tmpDir();
      await restoreDatabase({ dataDir: fresh }, file);
      // A folder that already holds a database is never overwritten.
      await expect(restoreDatabase({ dataDir: fresh }, file)).rejects.toThrow(/not empty/);

      const restored = await openDatabase({ dataDir: fresh });
      const [after] = await restored.query<Record<string, unknown>>(FINGERPRINT);
      await restored.close();
      expect(after).toEqual(before);
    },
    120_000,
  );

  it.skipIf(!inject('databaseUrl'))(
    'PostgreSQL: pg_dump of a shop with orders restores into a new database whole',
    async () => {
      const server = inject('databaseUrl');
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const source = `shop_backup_src_${process.pid}`;
      const target = `shop_backup_dst_${process.pid}`;
      const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
      try {
        await admin.query(`drop database if exists ${source} with (force)`);
        await admin.query(`drop database if exists ${target} with (force)`);
        await admin.query(`create database ${source} template ${inject('dbSnapshot')}`);
        await admin.query(`create database ${target}`);
        const database = await openDatabase({ databaseUrl: urlOf(source) });
        await shopWithOrders(database, tmpDir());
        const [before] = await database.query<Record<string, unknown>>(FINGERPRINT);
        await database.close();
        expect(Number(before!.orders)).toBeGreaterThanOrEqual(2);

        const file = path.join(tmpDir(), 'shop.pgdump');
        await backupDatabase({ databaseUrl: urlOf(source) }, file);
        await restoreDatabase({ databaseUrl: urlOf(target) }, file);
        await expect(restoreDatabase({ databaseUrl: urlOf(target) }, file)).rejects.toThrow(/not empty/);
        const restored = await openDatabase({ databaseUrl: urlOf(target) });
        const [after] = await restored.query<Record<string, unknown>>(FINGERPRINT);
        await restored.close();
        expect(after).toEqual(before);
      } finally {
        await admin.query(`drop database if exists ${source} with (force)`).catch(() => {});
        await admin.query(`drop database if exists ${target} with (force)`).catch(() => {});
        await admin.end();
      }
    },
    120_000,
  );
});
