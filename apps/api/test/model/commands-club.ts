import { freshKey } from './commands-orders.ts';
import { pickRedemption, type Model } from './model-state.ts';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import { PICKUP_SHOPS, type World } from './world.ts';

/*
 * The club's steps: a member redeems one unit of the club sku with points for pick-up at a shop (the
 * club's own call, app/pointsGoods/redeem), and the counter at CWB collects it with the code the member's
 * redemption page shows (app/backOffice/counter/find and handOver, the desk orders use too). The model
 * follows the club sku's stock per shop and which redemptions were collected; the points are followed by
 * the ledger-equals-balance invariant, and the club invariants (invariants-club.ts) read the rest back.
 */

type Res = { status: number; body: any };
const ok = (r: Res) => r.status === 200;

async function balanceOf(w: World, member: number): Promise<number> {
  const [b] = await w.q<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from points_ledger where member_id = ${w.members[member]!.id}`);
  return b!.n;
}

export async function runClubStep(w: World, m: Model, step: Step): Promise<boolean> {
  switch (step.k) {
    case 'redeem': {
      const shop = PICKUP_SHOPS[step.shop]!;
      const member = w.members[step.m]!;
      // Accepted exactly when the member can afford it and the shop holds a unit (the sku has no limit).
      const must = (await balanceOf(w, step.m)) >= w.clubSku.point && (m.clubStock.get(shop) ?? 0) >= 1;
      const r: Res = await w.t.call(
        'app/pointsGoods/redeem',
        { lines: [{ skuId: w.clubSku.id, num: 1 }], pickupStoreCode: shop, idempotencyKey: freshKey('redeem') },
        { token: member.token },
      );
      if (must !== ok(r))
        violated('model-agrees', `${JSON.stringify(step)}: model ${must ? 'allows' : 'refuses'}, API ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      if (!ok(r)) return true;
      const redemptionNo = r.body.data.redemption.redemptionNo as string;
      const detail = (await w.t.call('app/pointsRedemption/detail', { redemptionNo }, { token: member.token })).body.data;
      if (!detail.collectionCode) violated('model-agrees', `redemption ${redemptionNo} is ready at ${shop} but its page shows no collection code`);
      m.clubStock.set(shop, (m.clubStock.get(shop) ?? 0) - 1);
      m.redemptions.push({ redemptionNo, member: step.m, shop, code: detail.collectionCode ?? null, collected: false });
      return true;
    }
    case 'collect': {
      const red = pickRedemption(m, step.r)!;
      const member = w.members[red.member]!;
      const detail = (await w.t.call('app/pointsRedemption/detail', { redemptionNo: red.redemptionNo }, { token: member.token })).body.data;
      // The member's page shows the code exactly while the redemption waits; once collected, none.
      if ((detail.collectionCode === null) !== red.collected)
        violated('club', `${red.redemptionNo} (${red.collected ? 'collected' : 'ready'}) shows ${detail.collectionCode === null ? 'no' : 'a'} collection code`);
      // A collected one is tried with the code it had: the counter must not hand it over again.
      const code = (detail.collectionCode as string | null) ?? red.code;
      if (!code) return true;
      const counter = (path: string) => w.t.call(`app/backOffice/counter/${path}`, { code }, { token: w.staff.counter, lang: 'en' });
      const canHand = !red.collected && red.shop === 'CWB';
      const found: Res = await counter('find');
      const offers = ok(found) && found.body.data.kind === 'redemption' && found.body.data.canHandOver === true;
      if (offers !== canHand)
        violated(
          'club',
          `the counter ${offers ? 'offers' : 'does not offer'} to hand over ${red.redemptionNo} (${red.collected ? 'collected' : 'ready'} at ${red.shop})`,
        );
      const r: Res = await counter('handOver');
      if (canHand !== ok(r))
        violated(
          'club',
          `the counter ${ok(r) ? 'handed over' : 'refused'} ${red.redemptionNo} (${red.collected ? 'collected' : 'ready'} at ${red.shop}): ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`,
        );
      if (ok(r)) red.collected = true;
      return true;
    }
    default:
      return false;
  }
}
