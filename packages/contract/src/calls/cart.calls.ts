import { z } from 'zod';
import { codeSchema, defineCall, idSchema } from '../call.ts';
import { MEMBER, PUBLIC } from '../roles.ts';
import { CART_LINE_NUM_MAX, CART_LINES_MAX, WISHLIST_MAX } from '../limits.ts';
import { CART_LINE_STATES } from '../cart-lines.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

/*
 * Cart and wishlist (core §4, §5, §7). A member's cart and wishlist are kept per shop (storeCode) on the
 * server; a guest's live in the browser and are described with describeCartLines. Every write answers
 * the cart (or the wishlist) as it is afterwards, so the browser needs no second call. A write that fails
 * changes nothing.
 */

const storeCode = codeSchema.describe('The shop whose cart this is; stock is checked in this shop.');
/** A quantity as sent: 0 or missing means "no quantity" (the entry is skipped or the update ignored). */
const numSchema = z.int().min(0).max(CART_LINE_NUM_MAX);

export const cartItemAttributeSchema = z
  .object({ attributesType: z.string(), colorNumber: z.string().nullable() })
  .extend(wireTrioShape('name'))
  .extend(wireTrioShape('value'));

export const cartItemSchema = z
  .object({
    skuId: z.int(),
    /** 0 when the goods do not exist. */
    spuId: z.int(),
    num: z.int(),
    skuCode: z.string(),
    img: z.string(),
    price: z.int().describe('cents'),
    originalPrice: z.int().describe('cents'),
    /** Attribute selections of the sku (colour, size, …) in display order. */
    attributes: z.array(cartItemAttributeSchema),
    /** Stock of the sku in the cart's shop; null when the shop holds no record for it. */
    stockQty: z.int().nullable(),
    state: z.enum(CART_LINE_STATES),
    /** True unless state is NORMAL. */
    isInvalidSku: z.boolean(),
    /** Priced by weight at today's gold price (issue 30): the price moves with the rate. */
    byWeight: z.boolean().optional(),
    /**
     * Decision 265: set when the cart's shop cannot supply the line but physical shops each hold every
     * unit of it — the line is NORMAL yet can only be ordered for pick-up at one of these shops (codes).
     */
    pickupOnlyAt: z.array(z.string()).optional(),
  })
  .extend(wireTrioShape('title'));
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartViewSchema = z.object({
  storeCode: z.string(),
  /** Lines, newest first. */
  items: z.array(cartItemSchema),
  /** Units over all lines (the number on the cart icon). */
  totalNum: z.int(),
  /** Price × num over the valid lines, in cents (the side cart's subtotal). */
  totalPrice: z.int(),
  invalidCount: z.int(),
});
export type CartView = z.infer<typeof cartViewSchema>;

const lineInput = z.object({ skuId: idSchema.nullish(), num: numSchema.nullish() });

export const getSmallCartList = defineCall('app/cart/getSmallCartList', MEMBER, {
  request: z.strictObject({ storeCode }),
  response: cartViewSchema,
  summary: "The member's cart in one shop with what the side cart shows (title, image, price, attributes) and each line's state.",
});

export const describeCartLines = defineCall('app/cart/describeCartLines', PUBLIC, {
  request: z.strictObject({
    storeCode,
    list: z.array(z.object({ skuId: idSchema, num: z.int().min(1).max(CART_LINE_NUM_MAX) })).max(CART_LINES_MAX),
  }),
  response: cartViewSchema,
  summary:
    "Describes a guest's cart lines (kept in the browser) exactly as getSmallCartList describes a member's: goods, price and line state in the shop. Stores nothing.",
});

export const addCartList = defineCall('app/cart/addCartList', MEMBER, {
  request: z.strictObject({
    storeCode,
    list: z.array(lineInput).max(CART_LINES_MAX),
    needCheckSkuStatus: z.boolean().default(true),
    needCheckSkuStock: z.boolean().default(true),
  }),
  response: cartViewSchema,
  summary:
    'Adds quantities to the cart, all or nothing. Entries without skuId or num are skipped. With needCheckSkuStock, a line whose existing plus added quantity exceeds the shop stock fails the call with 13003 "Insufficient stock"; with needCheckSkuStatus, goods removed from sale fail it with 40002. Unknown skus fail with 40001.',
});

export const updateCartItemNumBySku = defineCall('app/cart/updateCartItemNumBySku', MEMBER, {
  request: z.strictObject({
    storeCode,
    skuId: idSchema.nullish(),
    num: numSchema.nullish(),
    needCheckSkuStock: z.boolean().default(true),
  }),
  response: cartViewSchema,
  summary:
    "Sets a line's quantity. Ignored (the cart answered unchanged) when skuId or num is missing or 0, or the sku is not in the cart. With needCheckSkuStock a quantity over the shop stock fails with 13003.",
});

export const removeCartItemBySku = defineCall('app/cart/removeCartItemBySku', MEMBER, {
  request: z.strictObject({ storeCode, skuId: idSchema }),
  response: cartViewSchema,
  summary: 'Removes the line of a sku (nothing happens when it is not in the cart).',
});

export const removeCartAll = defineCall('app/cart/removeCartAll', MEMBER, {
  request: z.strictObject({ storeCode }),
  response: cartViewSchema,
  summary: "Empties the member's cart in the shop.",
});

const spuIdsResponse = z.array(z.int()).describe('Wishlist product ids, newest first.');

export const getUserCollectSpuIds = defineCall('app/collect/getUserCollectSpuIds', MEMBER, {
  request: z.strictObject({ storeCode }),
  response: spuIdsResponse,
  summary: "The member's wishlist in the shop: product ids, newest first (empty list when none).",
});

export const addCollectList = defineCall('app/collect/addCollectList', MEMBER, {
  request: z.strictObject({
    storeCode,
    spuIdList: z.array(idSchema).max(WISHLIST_MAX),
    needCheck: z.boolean().default(false),
  }),
  response: spuIdsResponse,
  summary:
    'Adds products to the wishlist, all or nothing: an entry without spuId (or an unknown product) aborts the whole batch; products already there are skipped. With needCheck, goods removed from sale abort it too.',
});

export const deleteCollect = defineCall('app/collect/deleteCollect', MEMBER, {
  request: z.strictObject({ storeCode, spuId: idSchema }),
  response: spuIdsResponse,
  summary: 'Removes a product from the wishlist (nothing happens when it is not there).',
});

export const removeCollectAll = defineCall('app/collect/removeCollectAll', MEMBER, {
  request: z.strictObject({ storeCode }),
  response: spuIdsResponse,
  summary: "Empties the member's wishlist in the shop.",
});
