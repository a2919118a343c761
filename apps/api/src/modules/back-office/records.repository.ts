import type { BoRecordKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { claimVersion, stampCreated, versionOf, type VersionedTable } from '../../lib/record-version.ts';

/** Where each kind's version lives (decision 240). */
const TABLE: Record<BoRecordKind, VersionedTable> = {
  articles: 'articles',
  shops: 'stores',
  areas: 'areas',
  brands: 'brands',
  jewelleryItems: 'jewellery_items',
  jewelleryParams: 'jewellery_params',
};

/**
 * The version statements of the official site's records (decision 240), by record kind: the records
 * service names kinds, never tables. The values themselves are read and written by each kind's store
 * (lib/record-store.ts), in the module that owns the kind's table.
 */
export const recordsRepo = {
  versionOf: (db: Db, kind: BoRecordKind, id: number) => versionOf(db, TABLE[kind], id),
  claimVersion: (tx: Db, kind: BoRecordKind, id: number, base: number | undefined, staffId: number) => claimVersion(tx, TABLE[kind], id, base, staffId),
  stampCreated: (tx: Db, kind: BoRecordKind, id: number, staffId: number) => stampCreated(tx, TABLE[kind], id, staffId),
};
