import { z } from 'zod';
import { defineCall, codeSchema, emptyRequest } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { amountFormatSchema } from '../schemas.ts';

export const getInitInfo = defineCall({
  path: 'app/system/getInitInfo',
  access: PUBLIC,
  summary: 'Merchant and shop the storefront runs for, with the currency symbol.',
  request: z.object({ merchantCode: codeSchema, storeCode: codeSchema }),
  response: z.object({ currencySymbol: z.string(), merchantCode: z.string(), storeCode: z.string() }),
});

export const getAmountFormatInfo = defineCall({
  path: 'app/system/getAmountFormatInfo',
  access: PUBLIC,
  summary: 'How amounts are rounded and how many decimals prices and totals show.',
  request: emptyRequest,
  response: amountFormatSchema,
});
