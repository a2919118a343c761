import { z } from 'zod';
import { defineCall, codeSchema, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

export const storeInfoSchema = z.object({
  id: z.int(),
  storeCode: z.string(),
  online: z.boolean(),
  ...wireTrioShape('name'),
  ...wireTrioShape('address'),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  /** HH:MM, '' when not set. */
  openingHours: z.string(),
  closingHours: z.string(),
  soldWatch: z.boolean(),
  soldJewelry: z.boolean(),
  img: z.string(),
  parentAreaId: z.int().nullable(),
  childAreaId: z.int().nullable(),
  googleCoordinateLatitude: z.number().nullable(),
  googleCoordinateLongitude: z.number().nullable(),
  baiduCoordinateLatitude: z.number().nullable(),
  baiduCoordinateLongitude: z.number().nullable(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const areaSchema = z.object({
  id: z.int(),
  ...wireTrioShape('name'),
  childOfficialAreas: z.array(z.object({ id: z.int(), ...wireTrioShape('name') })),
});
export type Area = z.infer<typeof areaSchema>;

export const storeGet = defineCall('app/store/get', PUBLIC, {
  request: z.object({ merchantCode: codeSchema, storeCode: codeSchema }),
  response: storeInfoSchema,
  summary: 'One shop of the merchant by its code (the online shop or a physical shop).',
});

export const officialStoreList = defineCall('app/official/store/list', PUBLIC, {
  request: z
    .object({
      opened: z.union([z.literal(0), z.literal(1)]).optional(),
      parentAreaId: idSchema.optional(),
      childAreaId: idSchema.optional(),
      soldWatch: z.boolean().optional(),
      soldJewelry: z.boolean().optional(),
    })
    .strict(),
  response: z.array(storeInfoSchema),
  summary: 'Physical shops matching a filter (area, products sold, opened), in their display order.',
});

export const officialStoreDetail = defineCall('app/official/store/detail', PUBLIC, {
  request: z.object({ id: idSchema }),
  response: storeInfoSchema,
  summary: 'One physical shop by id; 404 when there is none.',
});

export const areaOptions = defineCall('app/official/area/options', PUBLIC, {
  request: z.object({ parentId: idSchema.optional() }).strict(),
  response: z.array(areaSchema),
  summary: 'Top areas with their child districts; with parentId only that area.',
});
