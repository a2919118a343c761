import { sql } from 'drizzle-orm';
import { DEMO } from '@shop/contract';
import type { Db } from '../client.ts';
import { promotions } from '../../modules/orders/orders.tables.ts';
import { t } from './helpers.ts';
import type { Seed } from './seed.ts';

const DAY = 86_400_000;

async function ids(tx: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  const res = (await tx.execute(query)) as unknown as { rows: { id: number }[] };
  return res.rows.map((r) => r.id);
}

/** The skus on sale with online stock of the cheapest `spus` products of a category (gifts). */
const giftSkus = (tx: Db, categoryTitleEn: string, spus: number) =>
  ids(
    tx,
    sql`select k.id from skus k join sku_stocks s on s.sku_id = k.id and s.store_code = ${DEMO.storeCode} and s.qty > 0
        where k.status = 'on' and k.spu_id in (
          select p.id from spus p join categories c on c.id = p.category_id join spu_prices pr on pr.spu_id = p.id
          where p.status = 'on' and c.title->>'en' = ${categoryTitleEn} order by pr.min_price, p.id limit ${spus})
        order by k.spu_id, k.sort, k.id`,
  );

const categoryId = async (tx: Db, en: string) => (await ids(tx, sql`select id from categories where title->>'en' = ${en} order by id limit 1`))[0]!;

/**
 * Demo promotions (docs/decisions/046-promotions.md): the credit-card offer (HK$500 off orders of
 * HK$3,000, and a gift from HK$20,000), 10 % off rings, HK$300 off pearls from HK$3,000, and a gift with
 * any watch. They run from a month before the database was made until a year after.
 */
export const ordersSeed: Seed = {
  name: 'orders@1',
  async run(tx) {
    const now = Date.now();
    const window = { startsAt: new Date(now - 30 * DAY), endsAt: new Date(now + 365 * DAY) };
    const base = { merchantCode: DEMO.merchantCode, ...window };
    const [rings, pearls, watches] = [await categoryId(tx, 'Rings'), await categoryId(tx, 'Pearls'), await categoryId(tx, 'Watches')];
    const cardGifts = await giftSkus(tx, 'Earrings', 2);
    const watchGifts = await giftSkus(tx, 'Pendants', 1);
    await tx.insert(promotions).values([
      {
        ...base,
        code: 'CARD500',
        // Issue 37: a card offer is for card payments only — pay at the shop in cash does not get it.
        paymentCondition: 'card',
        kind: 'amount_off',
        scope: 'order',
        threshold: 300_000,
        amountOff: 50_000,
        priority: 0,
        title: t('信用卡優惠：減 HK$500', '信用卡优惠：减 HK$500', 'Card offer: HK$500 off'),
        description: t(
          '以信用卡付款，購物滿 HK$3,000 即減 HK$500。',
          '以信用卡付款，购物满 HK$3,000 即减 HK$500。',
          'Pay by credit card: HK$500 off orders of HK$3,000 or more.',
        ),
      },
      {
        ...base,
        code: 'CARDGIFT',
        paymentCondition: 'card',
        kind: 'gift',
        scope: 'order',
        threshold: 2_000_000,
        giftSkuIds: cardGifts,
        giftLimit: 1,
        giftQty: 1,
        priority: 0,
        title: t('信用卡優惠：滿 HK$20,000 送禮品', '信用卡优惠：满 HK$20,000 送礼品', 'Card offer: a gift from HK$20,000'),
        description: t(
          '以信用卡付款，購物滿 HK$20,000 可選贈耳環一對。',
          '以信用卡付款，购物满 HK$20,000 可选赠耳环一对。',
          'Pay by credit card and spend HK$20,000: choose a pair of earrings as a gift.',
        ),
      },
      {
        ...base,
        code: 'RINGS10',
        kind: 'percent_off',
        scope: 'category',
        categoryIds: [rings],
        percentOff: 10,
        priority: 10,
        title: t('戒指九折', '戒指九折', '10% off rings'),
        description: t('所有戒指即享九折。', '所有戒指即享九折。', 'All rings are 10% off.'),
      },
      {
        ...base,
        code: 'PEARL300',
        kind: 'amount_off',
        scope: 'category',
        categoryIds: [pearls],
        threshold: 300_000,
        amountOff: 30_000,
        priority: 5,
        title: t('珍珠滿 HK$3,000 減 HK$300', '珍珠满 HK$3,000 减 HK$300', 'Pearls: HK$300 off from HK$3,000'),
        description: t('珍珠系列滿 HK$3,000 減 HK$300。', '珍珠系列满 HK$3,000 减 HK$300。', 'HK$300 off pearls when they come to HK$3,000.'),
      },
      {
        ...base,
        code: 'WATCHGIFT',
        kind: 'gift',
        scope: 'category',
        categoryIds: [watches],
        threshold: 0,
        giftSkuIds: watchGifts,
        giftLimit: 1,
        giftQty: 1,
        priority: 0,
        title: t('購買腕錶送吊墜', '购买腕表送吊坠', 'A pendant with any watch'),
        description: t('購買任何腕錶，可選贈吊墜一件。', '购买任何腕表，可选赠吊坠一件。', 'Buy any watch and choose a pendant as a gift.'),
      },
    ]);
  },
};
