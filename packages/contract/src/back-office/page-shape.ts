import { z } from 'zod';
import { BO_LIMITS } from './record-fields.ts';

/** A back-office list's page and search, as its list calls take them. */
export const boPageShape = {
  pageNo: z.int().min(1).max(100_000).default(1),
  pageSize: z.int().min(1).max(BO_LIMITS.PAGE_SIZE_MAX).default(BO_LIMITS.PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(BO_LIMITS.SEARCH_MAX).default(''),
};
