import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  CLUB,
  hkMonth,
  hkYymmdd,
  unitPoints,
  type CallResponse,
  type getPointsGoodsPage,
  type I18nText,
  toWire,
  type Lang,
  type Redemption,
  type RedemptionStatus,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { PreparedAnswer } from '../../lib/call-router.ts';
import type { CallContext, MemberContext, StaffContext } from '../../lib/context.ts';
import { memberByCounterQuery } from '../members/index.ts';
import { changePointsIn, lockMemberForPoints, pointsBalance } from '../points/index.ts';
import { maskPhone, memberDisplayName, staffShopCode } from '../staff/index.ts';
import { memo } from '../../lib/memo.ts';
import { counterCollection, type CodeTries } from './counter-collection.service.ts';
import { clubRepo, type RedemptionRow, type SkuRow, type SpuRow } from './club.repository.ts';
import { tellRedemption } from './redemption-messages.ts';
import { iso, mergeLines, redemptionWire, spuWire, type Line } from './club-wire.ts';

type GoodsPageInput = {
  merchantCode?: string | undefined;
  categoryId?: number | null | undefined;
  pageNo: number;
  pageSize: number;
  title: string;
  filterPrincePointsMallDisplaySpu: boolean;
};

/** Thrown inside the redemption transaction when the key turned out to be used already. */
class Replayed extends Error {}

/** What a redemption's idempotency key stands for: a replay with other lines or shop is refused. */
function requestHash(lines: readonly Line[], pickupStoreCode: string): string {
  const canon = { shop: pickupStoreCode, lines: [...lines].map((l) => [l.skuId, l.num]).sort((a, b) => a[0]! - b[0]!) };
  return createHash('sha256').update(JSON.stringify(canon)).digest('hex').slice(0, 32);
}
const newRedemptionNo = (at: Date) => `JHR${hkYymmdd(at)}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** A bounded cache of prepared goods pages; oldest entries go first. */
const GOODS_PAGE_CACHE_MAX = 200;

/**
 * The members' club (issue 13): the club's categories and goods, limits, the redemption use case (one
 * transaction through the points ledger), my redemptions, and the counter's hand-over.
 */
export function createClubService(deps: { db: Db; changes: ChangeBus; merchantCode: string; codeTries: CodeTries; now?: () => Date }) {
  const { db, changes } = deps;
  const now = deps.now ?? (() => new Date());

  // Goods pages are read far more often than stock or goods change; a club write drops them all,
  // here and in every other process.
  const pages = memo<string, PreparedAnswer<CallResponse<typeof getPointsGoodsPage>>>({
    max: GOODS_PAGE_CACHE_MAX,
    dropOn: { changes, topics: ['club'] },
  });
  // The physical shops (pick-up places) change rarely; dropped when shops change.
  const shopLists = memo<string, Array<{ code: string; name: I18nText }>>({ max: 100, dropOn: { changes, topics: ['shops'] } });
  const shopsOf = (merchantCode: string) => shopLists.get(merchantCode, () => clubRepo.physicalShops(db, merchantCode));

  async function loadGoodsPage(input: GoodsPageInput, merchantCode: string): Promise<CallResponse<typeof getPointsGoodsPage>> {
    const words = input.title.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    const { total, list } = await clubRepo.goodsPage(db, {
      merchantCode,
      categoryId: input.categoryId ?? null,
      words,
      mallOnly: input.filterPrincePointsMallDisplaySpu,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    const skus = list.length
      ? await clubRepo.skusOfSpus(
          db,
          list.map((s) => s.id),
        )
      : [];
    const bySpu = new Map<number, SkuRow[]>();
    for (const k of skus) bySpu.set(k.spuId, [...(bySpu.get(k.spuId) ?? []), k]);
    return { total, pageNo: input.pageNo, pageSize: input.pageSize, items: list.map((s) => spuWire(s, bySpu.get(s.id) ?? [])) };
  }

  async function withLines(list: RedemptionRow[]): Promise<Redemption[]> {
    if (list.length === 0) return [];
    const lines = await clubRepo.linesOf(
      db,
      list.map((r) => r.id),
    );
    return list.map((r) =>
      redemptionWire(
        r,
        lines.filter((l) => l.redemptionId === r.id),
      ),
    );
  }

  /** Loads the skus of the lines; unknown → 140007, removed → 140008. */
  async function linesWithSkus(exec: Db, lines: Line[], lang: Lang) {
    const skus = await clubRepo.skusByIds(
      exec,
      lines.map((l) => l.skuId),
    );
    const byId = new Map(skus.map((k) => [k.id, k]));
    return lines.map((l) => {
      const sku = byId.get(l.skuId) ?? fail('POINTS_GOODS_UNKNOWN');
      if (sku.spu.status !== 'on') fail('POINTS_GOODS_OFF', { goods: sku.spu.title[lang] });
      return { ...l, sku };
    });
  }

  async function checkLimits(exec: Db, memberId: number, lines: Array<Line & { sku: SkuRow & { spu: SpuRow } }>, lang: Lang) {
    const done = await clubRepo.redeemedNum(
      exec,
      memberId,
      lines.map((l) => l.skuId),
      now(),
    );
    return lines.map((l) => {
      const redeemedNum = done.get(l.skuId) ?? 0;
      if (l.sku.limitNum !== null && redeemedNum + l.num > l.sku.limitNum) fail('REDEMPTION_OVER_LIMIT', { goods: l.sku.spu.title[lang] });
      return { skuId: l.skuId, limitNum: l.sku.limitNum, redeemedNum, remaining: l.sku.limitNum === null ? null : l.sku.limitNum - redeemedNum - l.num };
    });
  }

  return {
    async categoryList(input: { merchantCode?: string | undefined }) {
      const list = await clubRepo.categories(db, input.merchantCode ?? deps.merchantCode);
      const node = (c: (typeof list)[number]) => ({ id: c.id, parentId: c.parentId, ...toWire('title', c.title) });
      return {
        list: list.filter((c) => c.parentId === null).map((c) => ({ ...node(c), childrenList: list.filter((x) => x.parentId === c.id).map(node) })),
      };
    },

    /** app/pointsGoods/getGoodsPage, as a prepared answer kept until the club changes. */
    goodsPage(input: GoodsPageInput): Promise<PreparedAnswer<CallResponse<typeof getPointsGoodsPage>>> {
      const merchantCode = input.merchantCode ?? deps.merchantCode;
      const key = JSON.stringify([
        merchantCode,
        input.categoryId ?? null,
        input.pageNo,
        input.pageSize,
        input.title.toLowerCase(),
        input.filterPrincePointsMallDisplaySpu,
      ]);
      return pages.get(key, () => loadGoodsPage(input, merchantCode).then((data) => new PreparedAnswer(data)));
    },

    async checkLimitNum(input: { checkSkuLimitNumDTOS: Line[] }, ctx: MemberContext) {
      const lines = await linesWithSkus(db, mergeLines(input.checkSkuLimitNumDTOS), ctx.lang);
      return { list: await checkLimits(db, ctx.session.memberId, lines, ctx.lang) };
    },

    async pickupShops(input: { merchantCode?: string | undefined; lines: Line[] }, ctx: CallContext) {
      const lines = await linesWithSkus(db, mergeLines(input.lines), ctx.lang);
      const shops = await shopsOf(input.merchantCode ?? deps.merchantCode);
      const holds = (code: string) => lines.every((l) => (l.sku.stocks.find((s) => s.storeCode === code)?.stockQty ?? 0) >= l.num);
      return { list: shops.filter((s) => holds(s.code)).map((s) => ({ storeCode: s.code, ...toWire('name', s.name) })) };
    },

    /**
     * app/pointsGoods/redeem: in one transaction — lock the member, re-price (birthday month in Hong Kong
     * time), check limits, take the stock at the pick-up shop, spend the points through the ledger, write
     * the redemption. Idempotent per (member, key).
     */
    async redeem(input: { lines: Line[]; pickupStoreCode: string; idempotencyKey: string; expectedTotalPoints?: number | undefined }, ctx: MemberContext) {
      const memberId = ctx.session.memberId;
      const lang = ctx.lang;
      const lines = mergeLines(input.lines);
      const hash = requestHash(lines, input.pickupStoreCode);
      const replay = async () => {
        const r = (await clubRepo.byKey(db, memberId, input.idempotencyKey)) ?? fail('SERVER_BUSY');
        if (r.requestHash !== hash) return fail('REDEMPTION_KEY_REUSED');
        const [redemption] = await withLines([r]);
        return { redemption: redemption!, totalBonus: await pointsBalance(db, memberId), replayed: true };
      };
      const pickupShop = (await shopsOf(deps.merchantCode)).find((s) => s.code === input.pickupStoreCode);
      if (!pickupShop) return fail('PICKUP_SHOP_INVALID', { goods: '' });

      for (let attempt = 0; ; attempt++) {
        const at = now();
        const redemptionNo = newRedemptionNo(at);
        try {
          const result = await db.transaction(async (txh) => {
            const tx = txh as unknown as Db;
            // The member lock first: one member's redemptions (and other points changes) run in turn, so
            // limits, the key check and the balance all see what the previous one wrote.
            if (!(await lockMemberForPoints(tx, memberId))) fail('UNAUTHENTICATED');
            if (await clubRepo.byKey(tx, memberId, input.idempotencyKey)) throw new Replayed();
            const member = (await clubRepo.memberForRedemption(tx, memberId))!;
            const birthdayMonth = member.birthMonth !== null && member.birthMonth === hkMonth(at);
            const priced = (await linesWithSkus(tx, lines, lang)).map((l) => ({
              ...l,
              point: unitPoints(l.sku, birthdayMonth),
              normalPoint: l.sku.point,
            }));
            await checkLimits(tx, memberId, priced, lang);
            const totalPoints = priced.reduce((s, l) => s + l.point * l.num, 0);
            const totalNormalPoints = priced.reduce((s, l) => s + l.normalPoint * l.num, 0);
            if (input.expectedTotalPoints !== undefined && input.expectedTotalPoints !== totalPoints) fail('POINTS_PRICE_CHANGED');
            // Sku order fixes the lock order of stock rows, so two redemptions never wait on each other in a cycle.
            for (const l of priced) {
              if (await clubRepo.takeStock(tx, l.skuId, input.pickupStoreCode, l.num)) continue;
              const goods = l.sku.spu.title[lang];
              if ((await clubRepo.totalStock(tx, l.skuId)) <= 0) fail('POINTS_GOODS_SOLD_OUT', { goods });
              fail('PICKUP_SHOP_INVALID', { goods });
            }
            const spent =
              totalPoints > 0
                ? await changePointsIn(tx, {
                    memberId,
                    delta: -totalPoints,
                    reason: 'redemption',
                    source: redemptionNo,
                    idempotencyKey: `redeem:${memberId}:${input.idempotencyKey}`,
                  })
                : null;
            const row = {
              redemptionNo,
              memberId,
              merchantCode: deps.merchantCode,
              pickupStoreCode: input.pickupStoreCode,
              totalPoints,
              totalNormalPoints,
              birthdayMonth,
              cashDue: priced.reduce((s, l) => s + l.sku.price * l.num, 0),
              ledgerId: spent?.entry.id ?? null,
              idempotencyKey: input.idempotencyKey,
              requestHash: hash,
              lines: priced.map((l) => ({
                skuId: l.skuId,
                spuId: l.sku.spuId,
                title: l.sku.spu.title,
                img: l.sku.spu.img,
                num: l.num,
                point: l.point,
                normalPoint: l.normalPoint,
                price: l.sku.price,
              })),
            };
            const { id, createdAt } = await clubRepo.insert(tx, row);
            await tellRedemption(tx, id, 'redemption_placed');
            // A redemption is ready at its shop at once: the "ready" message carries its collection code.
            await tellRedemption(tx, id, 'redemption_ready');
            const totalBonus = spent ? spent.balance : await pointsBalance(tx, memberId);
            // The answer is drawn from what was written, without reading it back.
            const redemption = redemptionWire(
              { ...row, id, memberNo: member.memberNo, pickupStoreName: pickupShop.name, status: 'ready', createdAt, collectedAt: null },
              row.lines.map((l) => ({ ...l, redemptionId: id })),
            );
            return { totalBonus, redemption };
          });
          await changes.publish('club');
          return { redemption: result.redemption, totalBonus: result.totalBonus, replayed: false };
        } catch (err) {
          if (err instanceof Replayed) return replay();
          if (err instanceof AppError) throw err;
          if (isUniqueViolation(err, 'redemptions_member_id_idempotency_key_key')) return replay();
          if (isUniqueViolation(err, 'redemptions_redemption_no_key') && attempt < 3) continue;
          throw err;
        }
      }
    },

    async list(input: { pageNo: number; pageSize: number; status?: RedemptionStatus | undefined }, ctx: MemberContext) {
      const memberId = ctx.session.memberId;
      const rowsFound = await clubRepo.listOf(db, memberId, { status: input.status, limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize });
      const total = rowsFound[0]?.total ?? (input.pageNo > 1 ? await clubRepo.countOf(db, memberId, input.status) : 0);
      return { total, list: await withLines(rowsFound) };
    },

    async detail(input: { redemptionNo: string }, ctx: MemberContext) {
      const r = await clubRepo.byNo(db, input.redemptionNo);
      if (!r || r.memberId !== ctx.session.memberId) return fail('REDEMPTION_UNKNOWN');
      // The code is the member's alone (issue 25): only this call answers it, never a staff call.
      const code = r.status === 'ready' ? await clubRepo.collectionCode(db, r.id) : null;
      // The same QR as an order's collection code, so the counter's scanner reads either.
      const collectionQrSvg = code ? await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null;
      return { ...(await withLines([r]))[0]!, collectionCode: code, collectionQrSvg };
    },

    /** The counter: the member named by the scanned or typed code, and their redemptions waiting for pick-up. */
    async counterLookup(input: { query: string }, ctx: StaffContext) {
      const m = await memberByCounterQuery(db, input.query);
      const waiting = await clubRepo.listOf(db, m.id, { status: 'ready', limit: CLUB.LIST_PAGE_MAX, offset: 0 });
      const list = await withLines(waiting);
      // This counter's shop is the staff account's (decision 183); its redemptions first.
      const counterStoreCode = await staffShopCode(db, ctx.session.staffId);
      if (counterStoreCode) list.sort((a, b) => Number(b.pickupStoreCode === counterStoreCode) - Number(a.pickupStoreCode === counterStoreCode));
      return {
        counterStoreCode,
        member: {
          memberNo: m.memberNo,
          name: memberDisplayName(m),
          phoneMasked: maskPhone(m.phoneArea, m.phone),
          totalBonus: await pointsBalance(db, m.id),
        },
        list,
      };
    },

    /** Hands a redemption over at its pick-up shop: the member's code must match, the shop must be its shop. */
    async collect(
      input: { query: string; redemptionNo: string; code?: string | undefined; payment?: { method: string; reference: string } | undefined },
      ctx: StaffContext,
    ) {
      // The counter's shop is the staff account's, never what the device says (decision 183).
      const storeCode = await staffShopCode(db, ctx.session.staffId);
      if (!storeCode) return fail('STAFF_WITHOUT_SHOP');
      const m = await memberByCounterQuery(db, input.query);
      const r = await clubRepo.byNo(db, input.redemptionNo);
      if (!r) return fail('REDEMPTION_UNKNOWN');
      if (r.memberId !== m.id) return fail('REDEMPTION_OTHER_MEMBER');
      if (r.status === 'collected') return fail('REDEMPTION_ALREADY_COLLECTED', { at: r.collectedAt ? iso(r.collectedAt).slice(0, 10) : '' });
      if (r.pickupStoreCode !== storeCode) return fail('REDEMPTION_WRONG_SHOP', { shop: r.pickupStoreName[ctx.lang] });
      // Only by the member's code or signed QR (issue 38, decision 390): a member number or phone alone
      // names the member, it does not prove the member is here.
      await counterCollection.prove(
        db,
        { redemptionId: r.id, shop: storeCode, staffId: ctx.session.staffId, query: input.query, code: input.code },
        now(),
        deps.codeTries,
      );
      // Cash due is taken with its method and reference, as at the back office's counter (decision 313).
      if (r.cashDue > 0 && !input.payment) return fail('COUNTER_PAYMENT_REQUIRED');
      const payment = r.cashDue > 0 ? input.payment : undefined;
      // The same hand-over as the counter desk's: collected, the member's message, the audit row (issue 27).
      const collected = await db.transaction(async (t) => counterCollection.handOver(t as unknown as Db, r, ctx.session.staffId, payment));
      if (!collected) {
        const again = (await clubRepo.byNo(db, input.redemptionNo))!;
        return fail('REDEMPTION_ALREADY_COLLECTED', { at: again.collectedAt ? iso(again.collectedAt).slice(0, 10) : '' });
      }
      return (await withLines([(await clubRepo.byNo(db, input.redemptionNo))!]))[0]!;
    },
  };
}
export type ClubService = ReturnType<typeof createClubService>;
