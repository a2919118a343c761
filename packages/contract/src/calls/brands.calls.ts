import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';

export const brandSummarySchema = z.object({
  id: z.int(),
  nameEng: z.string(),
  nameSimple: z.string(),
  nameTraditional: z.string(),
  brandIcon: z.string(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const watchSchema = z.object({
  id: z.int(),
  watchImg: z.string(),
  nameSimple: z.string(),
  nameTraditional: z.string(),
  nameEng: z.string(),
  watchDescSimple: z.string(),
  watchDescTraditional: z.string(),
  watchDescEng: z.string(),
});
export type Watch = z.infer<typeof watchSchema>;

export const brandDetailSchema = brandSummarySchema.extend({
  brandWebsite: z.string(),
  contentWebsiteSimple: z.string(),
  contentWebsiteTraditional: z.string(),
  contentWebsiteEng: z.string(),
  watches: z.array(watchSchema),
  storeNames: z.array(
    z.object({ storeId: z.int(), storeNameSimple: z.string(), storeNameTraditional: z.string(), storeNameEng: z.string() }),
  ),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const brandList = defineCall({
  path: 'app/official/brand/list',
  access: PUBLIC,
  summary: 'Watch brands, by English name (ascending unless orderByNameEngAsc is false); firstLetter narrows to one letter.',
  request: z
    .object({
      orderByNameEngAsc: z.boolean().default(true),
      firstLetter: z.string().regex(/^[A-Z]$/).optional(),
    })
    .strict(),
  response: z.array(brandSummarySchema),
});

export const brandDetail = defineCall({
  path: 'app/official/brand/detail',
  access: PUBLIC,
  summary: 'One brand with its watches and the shops selling it; 404 when there is none.',
  request: z.object({ id: idSchema }),
  response: brandDetailSchema,
});
