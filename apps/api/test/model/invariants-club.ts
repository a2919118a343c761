import type { Model } from './model-state.ts';
import { violated } from './violation.ts';
import { CLUB_START_STOCK, type World } from './world.ts';

/*
 * The club's invariants, read back after every step: the club sku's stock per pick-up shop is never
 * negative and equals the model's account (start less redemptions); each redemption of the sequence is
 * ready or collected as the model says, collected once (one hand-over audit row, a collection time exactly
 * when collected), and spent its points through the one ledger row it names.
 */
export async function checkClub(w: World, m: Model): Promise<void> {
  const shops = Object.keys(CLUB_START_STOCK);
  const stock = await w.q<{ shop: string; qty: number }>(
    `select store_code as shop, qty from points_sku_stocks where sku_id = ${w.clubSku.id} and store_code in (${shops.map((s) => `'${s}'`).join(',')})`,
  );
  for (const r of stock) {
    const want = m.clubStock.get(r.shop as never) ?? 0;
    if (r.qty < 0 || r.qty !== want) violated('club', `club sku at ${r.shop}: the shop holds ${r.qty}, redemptions leave ${want}`);
  }
  if (!m.redemptions.length) return;
  const rows = await w.q<{ no: string; status: string; collectedAt: unknown; handOvers: number; spent: number | null; points: number }>(
    `select r.redemption_no as no, r.status, r.collected_at as "collectedAt", r.total_points as points,
       (select count(*)::int from audit_log a where a.entity = 'redemptions' and a.entity_id = r.redemption_no and a.action = 'handOver') as "handOvers",
       (select p.delta from points_ledger p where p.id = r.ledger_id) as spent
     from redemptions r where r.redemption_no in (${m.redemptions.map((r) => `'${r.redemptionNo}'`).join(',')})`,
  );
  for (const red of m.redemptions) {
    const r = rows.find((x) => x.no === red.redemptionNo);
    if (!r) {
      violated('club', `${red.redemptionNo} is not recorded`);
      continue;
    }
    const want = red.collected ? 'collected' : 'ready';
    if (r.status !== want) violated('club', `${red.redemptionNo} is ${r.status}; the counter's hand-overs say ${want}`);
    if ((r.collectedAt !== null) !== red.collected) violated('club', `${red.redemptionNo} ${r.collectedAt ? 'has' : 'has no'} collection time while ${want}`);
    if (r.handOvers !== (red.collected ? 1 : 0)) violated('club', `${red.redemptionNo} was handed over ${r.handOvers} times (${want})`);
    if (r.points > 0 && r.spent !== -r.points) violated('club', `${red.redemptionNo} cost ${r.points} points; its ledger row says ${r.spent}`);
  }
}
