import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { clubRepo } from './club.repository.ts';
import { enqueueMessage } from '../messages/index.ts';
import { messageRecipient } from '../members/index.ts';

export type RedemptionEvent = 'redemption_placed' | 'redemption_ready' | 'redemption_collected';

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
  const r = await clubRepo.messageFacts(tx, redemptionId);
  if (!r) return 0;
  const base = { to: await messageRecipient(tx, r.memberId), redemptionId: r.id };
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
