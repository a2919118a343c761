import { z } from 'zod';

/**
 * One concurrency rule for every record a member of staff edits (issue 27, decision 240): a read answers
 * the record's `version`; a save of an existing record names the version its form was drawn from as
 * `baseVersion`; a stale save is refused with 409 RECORD_CHANGED whose body carries `conflict` (who
 * changed it and when), so the form can offer a reload instead of overwriting or failing silently.
 */
export const recordVersionSchema = z.int().min(1).max(2_147_483_647);

/** The request fields every versioned save shares: spread into its request object. */
export const versionedSaveShape = {
  /** The version the form was drawn from; required when `id` names an existing record. */
  baseVersion: recordVersionSchema.optional(),
};

/** Refuses an update that does not say which version it was based on (a new record has none). */
export const requireBaseVersion = (v: { id?: number | undefined; baseVersion?: number | undefined }) => v.id === undefined || v.baseVersion !== undefined;
export const requireBaseVersionIssue = { path: ['baseVersion'], message: 'required with id' };

/** What a 409 RECORD_CHANGED answer carries besides its message. */
export const recordConflictSchema = z.object({
  /** The record's current version: a reload answers it. */
  version: z.int(),
  /** The username of whoever saved it last (empty when it was changed outside the back office). */
  by: z.string(),
  /** When, ISO 8601 (empty when unknown). */
  at: z.string(),
});
export type RecordConflict = z.infer<typeof recordConflictSchema>;
