import { z } from 'zod';
import { defineCall, codeSchema, emptyRequest } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { amountFormatSchema } from '../schemas.ts';

export const getInitInfo = defineCall('app/system/getInitInfo', PUBLIC, {
  request: z.object({ merchantCode: codeSchema, storeCode: codeSchema }),
  response: z.object({ currencySymbol: z.string(), merchantCode: z.string(), storeCode: z.string() }),
  summary: 'Merchant and shop the storefront runs for, with the currency symbol.',
});

export const getAmountFormatInfo = defineCall('app/system/getAmountFormatInfo', PUBLIC, {
  request: emptyRequest,
  response: amountFormatSchema,
  summary: 'How amounts are rounded and how many decimals prices and totals show.',
});
