import { z } from 'zod';
import { defineCall } from '../call.ts';
import { MEMBER } from '../roles.ts';
import { POINTS_HISTORY_PAGE_MAX, POINTS_REASONS } from '../staff-fields.ts';

/** A member's own points: balance and the ledger rows behind it (my account). */
export const pointsEntrySchema = z.object({
  id: z.int(),
  delta: z.int(),
  reason: z.enum(POINTS_REASONS),
  /** Where the change came from, e.g. an order number, a bill number, 'birthday-2026'. */
  source: z.string(),
  /** The reason staff gave for an adjustment (decision 221); '' for every other row. */
  note: z.string().default(''),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const getPointsHistory = defineCall('app/page/user/getPointsHistory', MEMBER, {
  request: z.object({
    pageNum: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(POINTS_HISTORY_PAGE_MAX).default(20),
  }),
  response: z.object({
    totalBonus: z.int(),
    total: z.int(),
    list: z.array(pointsEntrySchema),
  }),
  summary: "The member's points balance (totalBonus, the sum of the ledger) and the ledger, newest first.",
});
