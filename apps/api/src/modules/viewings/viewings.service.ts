import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VIEWING_LIMITS, pickText, personName, type I18nText, type Lang, type viewingBookRequestSchema } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/address-key.ts';
import { fail } from '../../lib/app-error.ts';
import type { CallContext } from '../../lib/context.ts';
import type { RateLimitStore } from '../../lib/rate-limiter.ts';
import { endTransfer, firstSkusOf, freeUnits, skuCards } from '../catalogue/index.ts';
import { createPhoneProof, memberById, messageRecipient } from '../members/index.ts';
import { enqueueMessage, type MessageRecipient } from '../messages/index.ts';
import type { ShopResolver } from '../shops/index.ts';
import { holdPieces, unavailablePieces } from './piece-holds.ts';
import { addDays, changeUntil, dayClosed, hkDayOf, hkInstant, slotProblem, slotTimes } from './slot-rules.ts';
import { physicalShops, settingsOf, viewingViews } from './viewing-view.ts';
import { viewingsRepo as repo } from './viewings.repository.ts';
import type { ViewingRow } from './viewings.tables.ts';

export interface ViewingsDeps {
  db: Db;
  shops: ShopResolver;
  merchantCode: string;
  rateLimits: RateLimitStore;
  /** Where the links of a booking's messages point (PUBLIC_URL, else this server's address). */
  origin: string;
  now?: () => Date;
}

type BookInput = z.output<typeof viewingBookRequestSchema>;
/** A manage token matches in constant time. */
const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const CODE_LETTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = () => 'V' + Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(0, CODE_LETTERS.length)]).join('');

/**
 * Booking a viewing (issue 44): the shops and slots a shopper can choose, the guest's phone proof, the
 * booking itself (one transaction: the slot's place, the pieces held or requested from another shop, the
 * confirmation), the shopper's cancel and move until the cut-off, and the reminder the day before.
 */
export function createViewingsService(deps: ViewingsDeps) {
  const { db, shops, merchantCode } = deps;
  const now = deps.now ?? (() => new Date());
  const phoneProof = createPhoneProof(deps.rateLimits);
  const view = (list: ViewingRow[], mask = false) => viewingViews(db, { shops, merchantCode }, list, { mask, now: now() });

  async function shopOf(storeCode: string) {
    const physical = await physicalShops(shops, merchantCode);
    if (!physical.has(storeCode)) return fail('VIEWING_SHOP_UNKNOWN');
    return { physical: new Set(physical.keys()), names: physical };
  }

  async function piecesOf(skuIds: number[]) {
    const unique = [...new Set(skuIds)];
    const cards = await skuCards(db, merchantCode, unique, { onSale: true });
    if (cards.length !== unique.length) return fail('VIEWING_PIECE_UNKNOWN');
    return cards;
  }

  /** What a message about the viewing says, in the shopper's language, and its links. */
  async function messageParams(tx: Db, v: ViewingRow, token: string, lang: Lang, names: ReadonlyMap<string, I18nText>) {
    const pieces = await skuCards(
      tx,
      merchantCode,
      (await repo.pieces(tx, [v.id])).map((p) => p.skuId),
      { onSale: false },
    );
    const shop = names.get(v.storeCode);
    return {
      code: v.code,
      shopName: shop ? pickText(shop, lang) : v.storeCode,
      startsAt: v.startsAt.toISOString(),
      pieces: pieces.map((p) => `${pickText(p.title, lang)} (${p.skuCode})`).join('\n'),
      manageUrl: `${deps.origin}/viewing/${v.code}?t=${token}`,
      icsUrl: `${deps.origin}/calendar/viewing/${v.code}.ics?t=${token}`,
    };
  }

  /** Who is told: the member as they chose, or the guest's proven phone (an e-mail they gave is unproven, decision 498). */
  async function recipientOf(tx: Db, v: ViewingRow): Promise<MessageRecipient | undefined> {
    if (v.memberId !== null) return messageRecipient(tx, v.memberId);
    return {
      memberId: null,
      email: v.email,
      phone: `+${v.phoneArea} ${v.phone}`,
      notifyEmail: v.email !== null,
      notifySms: true,
      language: v.language as Lang,
      phoneProven: true,
      emailProven: false,
    };
  }

  /**
   * Writes a viewing's message in the caller's transaction. The shops' names are read before it (`names`):
   * nothing inside a transaction reads through another handle.
   */
  async function tell(
    tx: Db,
    v: ViewingRow,
    event: 'viewing_booked' | 'viewing_reminder' | 'viewing_cancelled',
    key: string,
    names: ReadonlyMap<string, I18nText>,
  ) {
    const lang = v.language as Lang;
    await enqueueMessage(tx, { event, to: await recipientOf(tx, v), key, language: lang, params: await messageParams(tx, v, v.manageToken, lang, names) });
  }

  /** The viewing named by its code, if the caller may see it: its member's session, or its manage token. */
  async function owned(code: string, token: string | undefined, ctx: CallContext, tx: Db = db, lock = false): Promise<ViewingRow> {
    const v = await repo.byCode(tx, code, lock);
    const mine = v && ctx.session?.kind === 'member' && v.memberId === ctx.session.memberId;
    const byToken = v && token !== undefined && sameToken(v.manageToken, token);
    if (!v || !(mine || byToken)) return fail('VIEWING_NOT_FOUND');
    return v;
  }

  async function checkChange(v: ViewingRow) {
    if (v.status !== 'booked') return fail('VIEWING_WRONG_STATE');
    const s = await settingsOf(db, v.storeCode);
    if (now().getTime() >= changeUntil(v.startsAt, s.cutoffHours).getTime()) return fail('VIEWING_CUTOFF_PASSED', { hours: s.cutoffHours });
    return s;
  }

  return {
    async shopsFor(input: { skuIds: number[]; spuIds: number[] }) {
      const skuIds = [...new Set([...input.skuIds, ...(await firstSkusOf(db, merchantCode, input.spuIds))])].slice(0, VIEWING_LIMITS.PIECES_MAX);
      if (skuIds.length === 0) return fail('VIEWING_PIECE_UNKNOWN');
      const pieces = await piecesOf(skuIds);
      const physical = await physicalShops(shops, merchantCode);
      const units = await freeUnits(db, skuIds);
      const shopsList = [...physical].map(([storeCode, name]) => {
        const here = pieces.filter((p) => units.some((u) => u.skuId === p.skuId && u.storeCode === storeCode)).map((p) => p.skuId);
        const transfer = pieces
          .filter((p) => !here.includes(p.skuId) && units.some((u) => u.skuId === p.skuId && u.storeCode !== storeCode))
          .map((p) => p.skuId);
        const unavailable = pieces.filter((p) => !here.includes(p.skuId) && !transfer.includes(p.skuId)).map((p) => p.skuId);
        return { storeCode, name, here, transfer, unavailable };
      });
      // Shops holding the most pieces first; shops that cannot have every piece last.
      shopsList.sort((a, b) => a.unavailable.length - b.unavailable.length || b.here.length - a.here.length);
      return { pieces, shops: shopsList };
    },

    async slots(input: { storeCode: string; skuIds: number[]; day: string }) {
      await shopOf(input.storeCode);
      await piecesOf(input.skuIds);
      const s = await settingsOf(db, input.storeCode);
      const closed = dayClosed(s, input.day, now());
      if (closed) return { day: input.day, closed, slots: [] };
      const from = hkInstant(input.day);
      const to = hkInstant(addDays(input.day, 1));
      const taken = await repo.placesTaken(db, input.storeCode, from, to);
      const missing = await unavailablePieces(db, input.storeCode, from, to, input.skuIds);
      const slots = slotTimes(s.hours, s.slotMinutes, input.day).map((time) => {
        const at = hkInstant(input.day, time);
        const free = Math.max(0, s.capacity - (taken.get(at.getTime()) ?? 0));
        return { startsAt: at.toISOString(), time, free, available: free > 0 && !missing.has(at.getTime()) && at.getTime() > now().getTime() };
      });
      return { day: input.day, closed: null, slots };
    },

    async sendCode(input: { phoneAreaCode: string; phone: string }, ctx: CallContext) {
      await phoneProof.send(
        db,
        { phoneArea: input.phoneAreaCode, phone: input.phone, purpose: 'viewing' },
        { address: addressKey(ctx.ip), language: ctx.lang },
      );
      return { ok: true as const };
    },

    async book(input: BookInput, ctx: CallContext) {
      const shop = await shopOf(input.storeCode);
      const pieces = await piecesOf(input.skuIds);
      const s = await settingsOf(db, input.storeCode);
      const startsAt = new Date(input.startsAt);
      const problem = slotProblem(s, startsAt, now());
      if (problem) return fail(problem.key, problem.params);
      // Who books: a member from their account, else a guest whose phone the SMS code proves.
      const member = ctx.session?.kind === 'member' ? await memberById(db, ctx.session.memberId) : undefined;
      let codeId: number | undefined;
      if (!member) {
        if (!input.phoneAreaCode || !input.phone || !input.verifyCode) return fail('VIEWING_PHONE_NEEDED');
        codeId = await phoneProof.check(db, { phoneArea: input.phoneAreaCode, phone: input.phone, purpose: 'viewing' }, input.verifyCode, addressKey(ctx.ip));
        if (codeId === undefined) return fail('VERIFY_CODE_FAIL');
      }
      const token = randomBytes(24).toString('base64url');
      const v = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.takePlace(tx, input.storeCode, startsAt, s.capacity))) return fail('VIEWING_SLOT_FULL');
        const code = newCode();
        const held = await holdPieces(tx, { storeCode: input.storeCode, startsAt, pieces, ref: `viewing:${code}`, physical: shop.physical });
        if (codeId !== undefined && !(await phoneProof.use(tx, codeId))) return fail('VERIFY_CODE_FAIL');
        const row = await repo.insert(tx, {
          code,
          merchantCode,
          storeCode: input.storeCode,
          startsAt,
          endsAt: new Date(startsAt.getTime() + s.slotMinutes * 60_000),
          memberId: member?.id ?? null,
          name: member ? personName(member, member.memberNo) : input.name,
          phoneArea: member?.phoneArea ?? input.phoneAreaCode!,
          phone: member?.phone ?? input.phone!,
          email: member ? member.email : input.email || null,
          language: member?.messageLanguage ?? ctx.lang,
          manageToken: token,
        });
        await repo.insertPieces(
          tx,
          pieces.map((p) => ({ viewingId: row.id, skuId: p.skuId, transferRequestId: held.get(p.skuId) ?? null })),
        );
        await tell(tx, row, 'viewing_booked', `viewing:${row.id}`, shop.names);
        return row;
      });
      return { viewing: (await view([v]))[0]!, manageToken: token };
    },

    async mine(memberId: number) {
      return { list: await view(await repo.forMember(db, memberId)) };
    },

    async get(code: string, token: string | undefined, ctx: CallContext) {
      return { viewing: (await view([await owned(code, token, ctx)]))[0]! };
    },

    async cancel(code: string, token: string | undefined, ctx: CallContext) {
      const v0 = await owned(code, token, ctx);
      await checkChange(v0);
      const names = await physicalShops(shops, merchantCode);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const v = await owned(code, token, ctx, tx, true);
        if (v.status !== 'booked') return fail('VIEWING_WRONG_STATE');
        await repo.update(tx, v.id, { status: 'cancelled', cancelledAt: now() });
        await repo.releasePlace(tx, v.storeCode, v.startsAt);
        for (const p of await repo.pieces(tx, [v.id])) if (p.transferRequestId) await endTransfer(tx, p.transferRequestId, 'returned', null);
        await tell(tx, v, 'viewing_cancelled', `viewing:${v.id}`, names);
      });
      return this.get(code, token, ctx);
    },

    async move(code: string, token: string | undefined, startsAtIso: string, ctx: CallContext) {
      const v0 = await owned(code, token, ctx);
      const s = await checkChange(v0);
      const startsAt = new Date(startsAtIso);
      const problem = slotProblem(s, startsAt, now());
      if (problem) return fail(problem.key, problem.params);
      if (startsAt.getTime() === v0.startsAt.getTime()) return this.get(code, token, ctx);
      const shop = await shopOf(v0.storeCode);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const v = await owned(code, token, ctx, tx, true);
        if (v.status !== 'booked') return fail('VIEWING_WRONG_STATE');
        if (!(await repo.takePlace(tx, v.storeCode, startsAt, s.capacity))) return fail('VIEWING_SLOT_FULL');
        await repo.releasePlace(tx, v.storeCode, v.startsAt);
        const current = await repo.pieces(tx, [v.id]);
        const cards = await skuCards(
          tx,
          merchantCode,
          current.map((p) => p.skuId),
          { onSale: false },
        );
        const held = await holdPieces(tx, {
          storeCode: v.storeCode,
          startsAt,
          pieces: cards,
          exceptViewingId: v.id,
          ref: `viewing:${v.code}`,
          physical: shop.physical,
        });
        // A piece that needed a new unit for the new slot keeps the request it made; the old one goes back.
        for (const p of current) {
          const fresh = held.get(p.skuId);
          if (fresh) {
            if (p.transferRequestId) await endTransfer(tx, p.transferRequestId, 'returned', null);
            await repo.setPiece(tx, v.id, p.skuId, { transferRequestId: fresh });
          }
        }
        const moved = { ...v, startsAt, endsAt: new Date(startsAt.getTime() + s.slotMinutes * 60_000), remindedAt: null };
        await repo.update(tx, v.id, { startsAt: moved.startsAt, endsAt: moved.endsAt, remindedAt: null });
        await tell(tx, moved, 'viewing_booked', `viewing:${v.id}:moved:${startsAt.toISOString()}`, shop.names);
      });
      return this.get(code, token, ctx);
    },

    /**
     * The reminder the day before (decision 499): every booked viewing of the next Hong Kong day not
     * reminded yet, each marked in the transaction that writes its messages. Run by the scheduler, and by
     * tests directly. Answers how many were reminded.
     */
    async remindDue(at: Date = now()): Promise<number> {
      const tomorrow = addDays(hkDayOf(at), 1);
      const names = await physicalShops(shops, merchantCode);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const due = await repo.dueReminders(tx, hkInstant(tomorrow), hkInstant(addDays(tomorrow, 1)), 200);
        for (const v of due) {
          await repo.update(tx, v.id, { remindedAt: at });
          await tell(tx, v, 'viewing_reminder', `viewing:${v.id}:${v.startsAt.toISOString()}`, names);
        }
        return due.length;
      });
    },

    /** The iCalendar file of a viewing, for its manage token's holder. */
    async calendarOf(code: string, token: string) {
      const v = await repo.byCode(db, code);
      if (!v || !sameToken(v.manageToken, token)) return undefined;
      return { viewing: v, shopName: (await physicalShops(shops, merchantCode)).get(v.storeCode) };
    },
  };
}
export type ViewingsService = ReturnType<typeof createViewingsService>;
