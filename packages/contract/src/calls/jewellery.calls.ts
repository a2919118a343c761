import { z } from 'zod';
import { defineCall, emptyRequest, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { JEWELLERY_FILTER_MAX_IDS, PAGE_SIZE_MAX } from '../limits.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

/**
 * The jewellery catalogue of the official site and the gold price (blocks §2 jewellery and gold price,
 * §3 entities). Three-language texts travel under the spec's Simple / Traditional / Eng names.
 */
export const jewelleryItemSchema = z
  .object({
    id: z.int(),
    img: z.string(),
    /** Selections of parameters of type 0 (category, metal, collection). */
    jewelleryParamSelectionIdSet: z.array(z.int()),
    /** The piece's stone, described by parameters of type 1. */
    jewel: z.object({ id: z.int(), jewelParamSelectionIdSet: z.array(z.int()) }),
  })
  .extend(wireTrioShape('name'))
  .extend(wireTrioShape('introduction'));
export type JewelleryItem = z.infer<typeof jewelleryItemSchema>;

export const jewelleryParamSelectionSchema = z.object({ id: z.int(), displayedGoldPrice: z.boolean() }).extend(wireTrioShape('name'));
export const jewelleryParamSchema = z
  .object({
    id: z.int(),
    /** 0: a parameter of the piece (filters `jewelleryParamIdSet`); 1: of its stone (`jewelParamIdSet`). */
    paramType: z.union([z.literal(0), z.literal(1)]),
    paramsSelectionDTOList: z.array(jewelleryParamSelectionSchema),
  })
  .extend(wireTrioShape('name'));
export type JewelleryParam = z.infer<typeof jewelleryParamSchema>;

const selectionIds = z.array(idSchema).max(JEWELLERY_FILTER_MAX_IDS).default([]);

export const jewelleryList = defineCall('app/official/jewellery/list', PUBLIC, {
  request: z.object({
    jewelleryParamIdSet: selectionIds,
    jewelParamIdSet: selectionIds,
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
  }),
  response: z.object({ total: z.int(), list: z.array(jewelleryItemSchema) }),
  summary: 'Jewellery pieces holding every given selection: type-0 selections in jewelleryParamIdSet, type-1 in jewelParamIdSet.',
});

export const jewelleryDetail = defineCall('app/official/jewellery/detail', PUBLIC, {
  request: z.object({ id: idSchema }),
  response: jewelleryItemSchema,
  summary: 'One jewellery piece.',
});

export const getJewelleryParamList = defineCall('app/official/jewellery/getJewelleryParamList', PUBLIC, {
  request: emptyRequest,
  response: z.array(jewelleryParamSchema),
  summary: 'The jewellery parameters with their selections, in display order.',
});
