import { diffApps, type AppDraftLike } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { EditorRepository, VersionRow } from './editor.repository.ts';

/**
 * Puts `next` live as the app's next version (after the publish gate, which the caller runs): its number,
 * its diff from the `release` it replaces, who and what it restores. `releasedRevision` is the draft
 * revision now wholly live (a subset publish that leaves changes behind keeps the old one). One way for a
 * whole publish, a subset publish and a restore.
 */
export async function releaseVersion(
  repo: EditorRepository,
  tx: Db,
  v: {
    appCode: string;
    release: AppDraftLike;
    next: AppDraftLike;
    revision: number;
    releasedRevision?: number | null;
    by: string;
    restoredFrom: number | null;
  },
): Promise<{ number: number; row: VersionRow }> {
  const number = (await repo.lastVersionNumber(tx, v.appCode)) + 1;
  const version = { number, revision: v.revision, diff: diffApps(v.release, v.next), publishedBy: v.by, restoredFrom: v.restoredFrom };
  const row = await repo.writeRelease(tx, v.appCode, v.next, version, v.releasedRevision === undefined ? v.revision : v.releasedRevision);
  return { number, row };
}
