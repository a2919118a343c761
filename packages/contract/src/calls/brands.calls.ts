import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

export const brandSummarySchema = z.object({
  id: z.int(),
  ...wireTrioShape('name'),
  brandIcon: z.string(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const watchSchema = z.object({
  id: z.int(),
  watchImg: z.string(),
  ...wireTrioShape('name'),
  ...wireTrioShape('watchDesc'),
});
export type Watch = z.infer<typeof watchSchema>;

export const brandDetailSchema = brandSummarySchema.extend({
  brandWebsite: z.string(),
  ...wireTrioShape('contentWebsite'),
  watches: z.array(watchSchema),
  storeNames: z.array(z.object({ storeId: z.int(), ...wireTrioShape('storeName') })),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const brandList = defineCall('app/official/brand/list', PUBLIC, {
  request: z
    .object({
      orderByNameEngAsc: z.boolean().default(true),
      firstLetter: z
        .string()
        .regex(/^[A-Z]$/)
        .optional(),
    })
    .strict(),
  response: z.array(brandSummarySchema),
  summary: 'Watch brands, by English name (ascending unless orderByNameEngAsc is false); firstLetter narrows to one letter.',
});

export const brandDetail = defineCall('app/official/brand/detail', PUBLIC, {
  request: z.object({ id: idSchema }),
  response: brandDetailSchema,
  summary: 'One brand with its watches and the shops selling it; 404 when there is none.',
});
