import { sql } from 'drizzle-orm';
import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { enqueueMessage } from '../messages/messages.service.ts';

export type RedemptionEvent = 'redemption_placed' | 'redemption_ready' | 'redemption_collected';

interface Facts {
  id: number;
  memberId: number;
  redemptionNo: string;
  points: number;
  shopName: I18nText;
  opens: string | null;
  closes: string | null;
  collectionCode: string | null;
  /** The first line's name, with "+ n more" when there are several (per language). */
  titles: I18nText[];
}

const joinTitles = (titles: I18nText[]): I18nText => {
  const more = titles.length - 1;
  const first = titles[0] ?? { zh_HK: '', zh_CN: '', en: '' };
  if (more <= 0) return first;
  return { zh_HK: `${first.zh_HK} 等 ${titles.length} 件`, zh_CN: `${first.zh_CN} 等 ${titles.length} 件`, en: `${first.en} and ${more} more` };
};

/**
 * Tells the member about a club redemption, in the caller's transaction, once per event (decision 200).
 * One line at each step: `await tellRedemption(tx, redemptionId, 'redemption_collected')`;
 * the "ready" message carries the redemption's collection code (`redemptions.collection_code`).
 */
export async function tellRedemption(tx: Db, redemptionId: number, event: RedemptionEvent, extra: { collectionCode?: string | null } = {}): Promise<number> {
  const [r] = await rows<Facts>(
    tx,
    sql`select r.id, r.member_id as "memberId", r.redemption_no as "redemptionNo", r.total_points as points, s.name as "shopName",
               s.opening_hours::text as opens, s.closing_hours::text as closes, r.collection_code as "collectionCode",
               (select coalesce(jsonb_agg(l.title order by l.sku_id), '[]'::jsonb) from redemption_lines l where l.redemption_id = r.id) as titles
        from redemptions r join stores s on s.code = r.pickup_store_code where r.id = ${redemptionId}`,
  );
  if (!r) return 0;
  const base = { memberId: r.memberId, redemptionId: r.id };
  const goodsName = joinTitles(r.titles);
  switch (event) {
    case 'redemption_placed':
      return enqueueMessage(tx, { ...base, event, params: { redemptionNo: r.redemptionNo, goodsName, points: r.points, shopName: r.shopName } });
    case 'redemption_ready':
      return enqueueMessage(tx, {
        ...base,
        event,
        params: {
          redemptionNo: r.redemptionNo,
          goodsName,
          shopName: r.shopName,
          openingHours: r.opens && r.closes ? `${r.opens.slice(0, 5)}–${r.closes.slice(0, 5)}` : '',
          collectionCode: extra.collectionCode ?? r.collectionCode,
        },
      });
    case 'redemption_collected':
      return enqueueMessage(tx, { ...base, event, params: { redemptionNo: r.redemptionNo, goodsName } });
  }
}
