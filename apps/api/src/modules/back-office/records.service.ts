import type { BoOptionSource, BoRecordKind, BoRecordRow, BoRecordValues, BoSaveRequest } from '@shop/contract';
import { BO_RECORDS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditSave, writeAudit } from '../audit/index.ts';
import { listOptions } from './records/options.ts';
import { recordStores } from './records/record-stores.ts';
import type { RecordStore } from '../../lib/record-store.ts';

/**
 * The official site's records as the editor keeps them. Every write is one transaction holding the
 * change and its audit row; after it commits the record's change-bus topic is announced, so every
 * process drops what it drew from it and the storefront shows the change at once.
 */
export function createRecordsService(deps: { db: Db; changes: ChangeBus; merchantCode: string }) {
  const { db, changes } = deps;
  const stores = recordStores(deps.merchantCode);
  const storeOf = <K extends BoRecordKind>(kind: K) => stores[kind] as unknown as RecordStore<K>;

  return {
    /** One page of a kind's records, searched on the server. */
    list(kind: BoRecordKind, q: { pageNo: number; pageSize: number; search: string }): Promise<{ total: number; list: BoRecordRow[] }> {
      return storeOf(kind).list(db, { search: q.search, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
    },

    async get(kind: BoRecordKind, id: number) {
      // The version before the values: a save in between makes this form stale, never silently older.
      const version = await storeOf(kind).versions.versionOf(db, id);
      const found = await storeOf(kind).get(db, id);
      if (!found || version === null) throw new AppError('RECORD_NOT_FOUND');
      return { id, version, values: found.values as Record<string, unknown>, updatedAt: found.updatedAt };
    },

    /** Creates (no id) or replaces a record, with its audit row, in one transaction. */
    async save(input: BoSaveRequest, staffId: number): Promise<{ id: number; version: number }> {
      const store = storeOf(input.kind) as RecordStore<BoRecordKind>;
      const values = input.values as BoRecordValues<BoRecordKind>;
      let version = 1;
      const id = await db.transaction(async (tx) => {
        if (input.id !== undefined) {
          // A stale form is refused before anything else is looked at (decision 240).
          const claimed = await store.versions.claim(tx, input.id, input.baseVersion, staffId);
          if (claimed === null) throw new AppError('RECORD_NOT_FOUND');
          version = claimed;
        }
        await store.check?.(tx, values, input.id);
        if (input.id === undefined) {
          const made = await store.insert(tx, values, deps.merchantCode);
          await store.versions.stampCreated(tx, made, staffId);
          await auditSave(tx, { staffId, entity: input.kind, id: made, label: store.label(values), before: undefined, after: values });
          return made;
        }
        const before = await store.get(tx, input.id);
        if (!before || !(await store.update(tx, input.id, values))) throw new AppError('RECORD_NOT_FOUND');
        const after = (await store.get(tx, input.id))!;
        await auditSave(tx, { staffId, entity: input.kind, id: input.id, label: store.label(values), before: before.values, after: after.values });
        return input.id;
      });
      await changes.publish(BO_RECORDS[input.kind].topic, `${input.kind}:${id}`);
      return { id, version };
    },

    /** Deletes a record and writes its audit row first: a refused delete rolls both back. */
    async remove(kind: BoRecordKind, id: number, staffId: number): Promise<{ deleted: true }> {
      const store = storeOf(kind);
      await db.transaction(async (tx) => {
        const before = await store.get(tx, id);
        if (!before) throw new AppError('RECORD_NOT_FOUND');
        await writeAudit(tx, { staffId, action: 'delete', entity: kind, entityId: String(id), label: store.label(before.values), changedFields: [] });
        await store.remove(tx, id);
      });
      await changes.publish(BO_RECORDS[kind].topic, `${kind}:${id}`);
      return { deleted: true };
    },

    options: (source: BoOptionSource) => listOptions(db, deps.merchantCode, source),
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
