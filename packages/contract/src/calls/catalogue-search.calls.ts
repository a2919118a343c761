import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';

/**
 * The trade's words search reads queries with (issue 42, decision 446): groups of phrases meaning the
 * same ("足金", "999", "24K", "pure gold"), and the house brand's own name, which no product matches by.
 * The merchant extends them; a change applies to the next search (no product is rewritten), except the
 * brand's name, which documents leave out: products are rewritten then.
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

export const SEARCH_SYNONYM_LIMITS = { TERMS_MAX: 20, TERM_MAX: 40 } as const;
export const SEARCH_SYNONYM_KINDS = ['synonym', 'brand'] as const;

export const searchSynonymSchema = z.object({
  id: z.int(),
  kind: z.enum(SEARCH_SYNONYM_KINDS),
  terms: z.array(z.string()),
  /** A group every merchant shares (seeded), or this merchant's own. */
  shared: z.boolean(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

export const boListSearchSynonyms = defineCall('app/backOffice/search/listSynonyms', merchantAdmin, {
  request: z.strictObject({}),
  response: z.array(searchSynonymSchema),
  summary: "The search's synonym groups and the house brand's name, oldest first.",
});

export const boAddSearchSynonym = defineCall('app/backOffice/search/addSynonym', merchantAdmin, {
  request: z.strictObject({
    kind: z.enum(SEARCH_SYNONYM_KINDS).default('synonym'),
    terms: z
      .array(z.string().trim().min(1).max(SEARCH_SYNONYM_LIMITS.TERM_MAX))
      .min(1)
      .max(SEARCH_SYNONYM_LIMITS.TERMS_MAX)
      .refine((t) => t.some((x) => /[\p{L}\p{N}]/u.test(x)), 'a word'),
  }),
  response: searchSynonymSchema,
  summary: 'Adds a group of phrases meaning the same (kind synonym), or phrases of the house brand (kind brand).',
});

export const boRemoveSearchSynonym = defineCall('app/backOffice/search/removeSynonym', merchantAdmin, {
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.int() }),
  summary: 'Removes a group (shared groups too: the merchant decides what its shoppers mean).',
});
