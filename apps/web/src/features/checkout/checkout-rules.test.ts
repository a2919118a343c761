import { describe, expect, it } from 'vitest';
import { LANGUAGE_TYPE, ORDER } from '@shop/contract';
import {
  chooseGift,
  defaultAddressId,
  groupGifts,
  missingDelivery,
  pickupChoices,
  previewChanged,
  previewRequest,
  takeOrderRequest,
  withoutDroppedGifts,
  type Gift,
  type Preview,
} from './checkout-rules.ts';
import { SITE } from '../../lib/config.ts';

const gift = (promotionId: number, spuId: number, giftLimit = 1, giftQty = 1) => ({ promotionId, spuId, giftLimit, giftQty });

const preview = (over: Partial<Preview> = {}): Preview =>
  ({
    skuList: [{ skuId: 1, spuId: 10, num: 2 }],
    invalidSkuList: [],
    usableGiftSkuList: [],
    droppedGiftSkuIds: [],
    totalOriginalPrice: 2000,
    totalPrice: 2000,
    totalDiscountValue: 0,
    totalPayPrice: 2000,
    priceRounding: 0,
    ...over,
  }) as unknown as Preview;

describe('checkout rules', () => {
  it('chooses one option per gift, replaces the oldest past the promotion limit, removes with null', () => {
    let chosen = chooseGift([], gift(7, 100), 1001);
    expect(chosen).toEqual([{ skuId: 1001, spuId: 100, promotionId: 7, num: 1 }]);
    chosen = chooseGift(chosen, gift(7, 100), 1002);
    expect(chosen).toEqual([{ skuId: 1002, spuId: 100, promotionId: 7, num: 1 }]);
    // Limit 1: a second gift of the same promotion replaces the first.
    chosen = chooseGift(chosen, gift(7, 200), 2001);
    expect(chosen.map((g) => g.skuId)).toEqual([2001]);
    // Limit 2 keeps both; another promotion is independent.
    chosen = chooseGift(chooseGift(chooseGift([], gift(8, 1, 2), 11), gift(8, 2, 2), 21), gift(9, 3, 1, 2), 31);
    expect(chosen.map((g) => [g.skuId, g.num])).toEqual([
      [11, 1],
      [21, 1],
      [31, 2],
    ]);
    expect(chooseGift(chosen, gift(8, 1, 2), null).map((g) => g.skuId)).toEqual([21, 31]);
  });

  it('never keeps more gift lines than ORDER.GIFT_LINES_MAX', () => {
    let chosen: ReturnType<typeof chooseGift> = [];
    for (let i = 1; i <= ORDER.GIFT_LINES_MAX + 3; i++) chosen = chooseGift(chosen, gift(i, i), i * 10);
    expect(chosen).toHaveLength(ORDER.GIFT_LINES_MAX);
    expect(chosen.at(-1)!.skuId).toBe((ORDER.GIFT_LINES_MAX + 3) * 10);
  });

  it('drops the gifts the server no longer offers (the mixed-set rule), keeping the same list when none', () => {
    const chosen = [
      { skuId: 1, spuId: 1, promotionId: 1, num: 1 },
      { skuId: 2, spuId: 2, promotionId: 1, num: 1 },
    ];
    expect(withoutDroppedGifts(chosen, [])).toBe(chosen);
    expect(withoutDroppedGifts(chosen, [1])).toEqual([chosen[1]]);
  });

  it('asks the customer to look again when the fresh preview differs', () => {
    const shown = preview();
    expect(previewChanged(shown, preview())).toBe(false);
    expect(previewChanged(undefined, preview())).toBe(true);
    expect(previewChanged(shown, preview({ totalPayPrice: 1900 }))).toBe(true);
    expect(previewChanged(shown, preview({ droppedGiftSkuIds: [5] }))).toBe(true);
    expect(previewChanged(shown, preview({ invalidSkuList: [{}] as Preview['invalidSkuList'] }))).toBe(true);
    expect(previewChanged(shown, preview({ skuList: [] }))).toBe(true);
  });

  it('groups gifts by promotion in the server order', () => {
    const g = (promotionId: number, spuId: number) => ({ promotionId, spuId }) as Gift;
    expect(groupGifts([g(2, 1), g(1, 2), g(2, 3)]).map((grp) => grp.map((x) => x.spuId))).toEqual([[1, 3], [2]]);
  });

  it('starts with the default address, else the first', () => {
    expect(
      defaultAddressId([
        { id: 1, isDefault: false },
        { id: 2, isDefault: true },
      ]),
    ).toBe(2);
    expect(defaultAddressId([{ id: 3, isDefault: false }])).toBe(3);
    expect(defaultAddressId([])).toBeNull();
    expect(defaultAddressId(undefined)).toBeNull();
  });

  it('needs a shop for pick-up and an address for delivery', () => {
    expect(missingDelivery({ takeWay: 'pickup', shopCode: '', addressId: 1, remark: '' })).toBe('chooseShopFirst');
    expect(missingDelivery({ takeWay: 'delivery', shopCode: 'A', addressId: null, remark: '' })).toBe('chooseAddressFirst');
    expect(missingDelivery({ takeWay: 'pickup', shopCode: 'A', addressId: null, remark: '' })).toBeNull();
  });

  it('builds the preview and takeOrder requests from what the customer confirmed', () => {
    const input = { skuList: [{ skuId: 1, spuId: 10, num: 2 }], giftSkuList: [] };
    expect(previewRequest(input, 'en')).toEqual({
      ...input,
      merchantCode: SITE.merchantCode,
      storeCode: SITE.storeCode,
      needPromotion: true,
      language: LANGUAGE_TYPE.en,
    });
    const fresh = preview({ droppedGiftSkuIds: [9], totalPayPrice: 1800, totalDiscountValue: 200 });
    const gifts = [
      { skuId: 9, spuId: 90, promotionId: 1, num: 1 },
      { skuId: 8, spuId: 80, promotionId: 1, num: 1 },
    ];
    const pickup = takeOrderRequest(fresh, gifts, { takeWay: 'pickup', shopCode: 'CWB', addressId: 4, remark: 'hi' }, 'zh_HK', 'key-1');
    expect(pickup).toMatchObject({ channel: 'PC', idempotencyKey: 'key-1' });
    expect(pickup.orderRequest).toMatchObject({
      takeWay: 'pickup',
      pickupStoreCode: 'CWB',
      remark: 'hi',
      actualPrice: 1800,
      totalDiscountValue: 200,
      giftSkuList: [gifts[1]],
    });
    expect(pickup.orderRequest).not.toHaveProperty('addressId');
    const delivery = takeOrderRequest(fresh, [], { takeWay: 'delivery', shopCode: 'CWB', addressId: 4, remark: '' }, 'en', 'key-2');
    expect(delivery.orderRequest).toMatchObject({ takeWay: 'delivery', addressId: 4 });
    expect(delivery.orderRequest).not.toHaveProperty('pickupStoreCode');
  });
});

describe('pickupChoices (decision 360)', () => {
  it('offers any shop and delivery when no line is pick-up only', () => {
    expect(pickupChoices([{ skuId: 1 }, { skuId: 2, pickupOnlyAt: undefined }])).toEqual({ shops: null, oneShop: true, canDeliver: true, pickupOnly: [] });
  });
  it('offers the shops every pick-up-only line names; delivery while some line can be delivered', () => {
    const c = pickupChoices([{ skuId: 1, pickupOnlyAt: ['CWB', 'CEN'] }, { skuId: 2 }, { skuId: 3, pickupOnlyAt: ['CEN', 'TST'] }]);
    expect([c.shops, c.oneShop, c.canDeliver]).toEqual([['CEN'], true, true]);
    expect(pickupChoices([{ skuId: 1, pickupOnlyAt: ['CWB'] }]).canDeliver).toBe(false);
  });
  it('when no one shop holds them all, offers every shop some of them can go to and says so', () => {
    const c = pickupChoices([{ skuId: 1, pickupOnlyAt: ['CWB'] }, { skuId: 2, pickupOnlyAt: ['CEN'] }, { skuId: 3 }]);
    expect([c.shops, c.oneShop, c.pickupOnly.map((i) => i.skuId)]).toEqual([['CWB', 'CEN'], false, [1, 2]]);
  });
});

describe('previewChanged and lines left in the cart (decision 360)', () => {
  const elsewhere = { skuId: 9, pickupOnlyAt: ['MKK'] } as Preview['invalidSkuList'][number];
  it('a line shown as staying in the cart is not a change; a line newly unavailable is', () => {
    const shown = preview({ invalidSkuList: [elsewhere] });
    expect(previewChanged(shown, preview({ invalidSkuList: [elsewhere] }))).toBe(false);
    expect(previewChanged(preview(), preview({ invalidSkuList: [elsewhere] }))).toBe(true);
  });
});
