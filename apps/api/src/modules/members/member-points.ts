import type { Db } from '../../db/client.ts';

/**
 * What the members module needs of the points ledger, handed in by the composition root (decision 425):
 * the points module locks the member row through this module, so this one does not import it back.
 */
export interface MemberPoints {
  /** The member's balance (the ledger's sum). */
  balance(db: Db, memberId: number): Promise<number>;
  /** One ledger row inside the caller's transaction, once per idempotency key. */
  changeIn(
    tx: Db,
    change: { memberId: number; delta: number; reason: 'adjustment'; source: string; staffId: number; remark: string; idempotencyKey: string },
  ): Promise<PointsEntry>;
  /** What a key already changed, as a replay; undefined when unused. */
  replayOfKey(db: Db, idempotencyKey: string): Promise<PointsEntry | undefined>;
}

/** A ledger row as the back office's adjustment answers it. */
export interface PointsEntry {
  entry: { id: number; memberId: number; delta: number; remark: string };
  balance: number;
  replayed: boolean;
}
