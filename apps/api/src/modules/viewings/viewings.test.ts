import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { placeOrder } from '../../../test/orders-fixture.ts';
import { addDays, hkDayOf, hkInstant } from './slot-rules.ts';

/*
 * Issue 44: booking a viewing. A guest proves the phone by SMS code; the slot's last place goes once; a
 * piece the shop has one unit of is held by one viewing per slot, else a unit is requested from another
 * shop (a stock transfer); outside the hours is refused with the reason; cancel and move stop at the
 * cut-off; the reminder the day before; the counter's visit and outcomes; the merchant's conversion.
 */

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

let admin: string;
let counter: string;
let member: string;
const tomorrow = () => addDays(hkDayOf(new Date()), 1);
const at = (clock: string, day = tomorrow()) => hkInstant(day, clock).toISOString();
const api = (path: string, body: unknown, token?: string, lang = 'en') => t.call(`app/${path}`, body, { ...(token ? { token } : {}), lang });
const stock = async (skuId: number, store: string) =>
  (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${store}'`))[0]?.qty ?? 0;

let phoneNo = 61230000;
/** A guest's phone proven: the code sent by SMS, read from the outbox. */
async function guest(): Promise<{ phoneAreaCode: string; phone: string; verifyCode: string }> {
  const phone = String(phoneNo++);
  expect((await api('viewings/sendCode', { phoneAreaCode: '852', phone })).status).toBe(200);
  const [m] = await q<{ body_text: string }>(
    `select body_text from messages where event = 'verify_code' and to_address = '+852 ${phone}' order by id desc limit 1`,
  );
  return { phoneAreaCode: '852', phone, verifyCode: /\d{6}/.exec(m!.body_text)![0] };
}

let skuOffset = 0;
/** A piece on sale with no free unit at any physical shop, given `units` at `shop`. */
async function pieceAt(shop: string, units = 1): Promise<number> {
  const [row] = await q<{ id: number }>(`
    select k.id from skus k join spus p on p.id = k.spu_id
    where k.status = 'on' and p.status = 'on'
      and not exists (select 1 from sku_stocks s join stores st on st.code = s.store_code where s.sku_id = k.id and s.qty > 0 and st.kind = 'physical')
    order by k.id offset ${skuOffset++} limit 1`);
  const skuId = row!.id;
  // Online stock is left out of these tests: a transfer comes from a shop.
  await q(`update sku_stocks set qty = 0 where sku_id = ${skuId}`);
  const res = await api('backOffice/stock/adjust', { skuId, storeCode: shop, delta: units, reason: 'received', note: 'viewing test' }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return skuId;
}

beforeAll(async () => {
  admin = await login(6);
  counter = await login(2);
  member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
});

describe('booking', () => {
  it('a guest proves the phone and books two pieces at Causeway Bay, one coming from Tsim Sha Tsui; both shops see the transfer request', async () => {
    const here = await pieceAt('CWB');
    const there = await pieceAt('TST');
    const shops = await api('viewings/shops', { skuIds: [here, there] });
    const cwb = shops.body.data.shops.find((s: { storeCode: string }) => s.storeCode === 'CWB');
    expect(cwb).toMatchObject({ here: [here], transfer: [there], unavailable: [] });
    const slots = await api('viewings/slots', { storeCode: 'CWB', skuIds: [here, there], day: tomorrow() });
    expect(slots.body.data.slots.find((s: { time: string }) => s.time === '15:00')).toMatchObject({ available: true, free: 2 });

    const booked = await api('viewings/book', { storeCode: 'CWB', skuIds: [here, there], startsAt: at('15:00'), name: 'Chan Siu Ming', ...(await guest()) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const v = booked.body.data.viewing;
    expect(v).toMatchObject({ storeCode: 'CWB', status: 'booked', canChange: true });
    const coming = v.pieces.find((p: { skuId: number }) => p.skuId === there);
    expect(coming).toMatchObject({ nowAt: 'TST', transfer: { fromStoreCode: 'TST', toStoreCode: 'CWB', status: 'requested' } });
    expect(v.pieces.find((p: { skuId: number }) => p.skuId === here)).toMatchObject({ nowAt: 'CWB', transfer: null });
    // The unit moved through the ledger, both rows naming the request.
    expect([await stock(there, 'TST'), await stock(there, 'CWB')]).toEqual([0, 1]);
    const ledger = await q<{ store_code: string; delta: number; transfer_id: number }>(
      `select store_code, delta, transfer_id from stock_ledger where sku_id = ${there} and reason = 'transfer' order by id`,
    );
    expect(ledger.map((l) => [l.store_code, l.delta, Number(l.transfer_id)])).toEqual([
      ['TST', -1, coming.transfer.id],
      ['CWB', 1, coming.transfer.id],
    ]);
    // Causeway Bay's counter sees it coming in; Tsim Sha Tsui (the merchant naming the shop) sees it going out.
    const cwbDay = (await api('backOffice/viewings/counter', {}, counter)).body.data;
    expect(cwbDay.list.map((x: { code: string }) => x.code)).toContain(v.code);
    expect(cwbDay.transfersIn.map((x: { id: number }) => x.id)).toContain(coming.transfer.id);
    const tstDay = (await api('backOffice/viewings/counter', { storeCode: 'TST' }, admin)).body.data;
    expect(tstDay.transfersOut.map((x: { id: number }) => x.id)).toContain(coming.transfer.id);
    // The confirmation went to the proven phone, with the code.
    const sms = await q<{ body_text: string }>(`select body_text from messages where event = 'viewing_booked' and channel = 'sms' order by id desc limit 1`);
    expect(sms[0]!.body_text).toContain(v.code);
    // The "add to calendar" file, for the holder of the manage token only.
    const ics = await t.app.inject({ method: 'GET', url: `/calendar/viewing/${v.code}.ics?t=${booked.body.data.manageToken}` });
    expect([ics.statusCode, ics.headers['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(ics.body).toContain(`UID:${v.code}@`);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/viewing/${v.code}.ics?t=wrong-token-0123456789` })).statusCode).toBe(404);
  });

  it('a guest without a proven phone is refused; a wrong code counts as a try', async () => {
    const piece = await pieceAt('CWB');
    const body = { storeCode: 'CWB', skuIds: [piece], startsAt: at('12:00'), name: 'Guest' };
    expect((await api('viewings/book', body)).body.errorCode).toBe(88008);
    const g = await guest();
    const wrong = await api('viewings/book', { ...body, ...g, verifyCode: g.verifyCode === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const [c] = await q<{ attempts: number }>(`select attempts from phone_verify_codes where phone = '${g.phone}' order by id desc limit 1`);
    expect(c!.attempts).toBe(1);
    expect((await api('viewings/book', { ...body, ...g })).status).toBe(200);
    // The code is used: the same code books nothing more.
    expect((await api('viewings/book', { ...body, startsAt: at('13:00'), ...g })).status).toBe(400);
  });

  it('a booking outside the opening hours is refused with the reason, in three languages', async () => {
    const piece = await pieceAt('CWB');
    const body = { storeCode: 'CWB', skuIds: [piece], startsAt: at('03:00'), name: 'Member' };
    const texts = [];
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      const res = await api('viewings/book', body, member, lang);
      expect([res.status, res.body.errorCode]).toEqual([409, 88003]);
      texts.push(res.body.errorMessage);
    }
    expect(texts[0]).toContain('當日只接受');
    expect(texts[1]).toContain('当日只接受');
    expect(texts[2]).toContain("outside the shop's viewing hours");
    for (const text of texts) expect(text).toMatch(/1[12]:00/);
    // Between two slots is no slot either; a blackout day is refused with its day.
    expect((await api('viewings/book', { ...body, startsAt: at('15:30') }, member)).body.errorCode).toBe(88003);
    const settings = (await api('backOffice/viewings/settings', { storeCode: 'MKK' }, admin)).body.data;
    const saved = await api('backOffice/viewings/saveSettings', { ...settings, blackouts: [tomorrow()] }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mkk = await pieceAt('MKK');
    const black = await api('viewings/book', { ...body, storeCode: 'MKK', skuIds: [mkk], startsAt: at('15:00') }, member);
    expect([black.body.errorCode, black.body.errorMessage]).toEqual([88013, expect.stringContaining(tomorrow())]);
    expect((await api('viewings/slots', { storeCode: 'MKK', skuIds: [mkk], day: tomorrow() })).body.data).toMatchObject({ closed: 'blackout', slots: [] });
  });
});

describe('race-free', () => {
  it('two shoppers racing for the last place: one books it', async () => {
    const settings = (await api('backOffice/viewings/settings', { storeCode: 'STN' }, admin)).body.data;
    expect((await api('backOffice/viewings/saveSettings', { ...settings, capacity: 1 }, admin)).status).toBe(200);
    const [a, b] = [await pieceAt('STN'), await pieceAt('STN')];
    const [ga, gb] = [await guest(), await guest()];
    const results = await Promise.all([
      api('viewings/book', { storeCode: 'STN', skuIds: [a], startsAt: at('16:00'), name: 'A', ...ga }),
      api('viewings/book', { storeCode: 'STN', skuIds: [b], startsAt: at('16:00'), name: 'B', ...gb }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorCode).toBe(88004);
    const [slot] = await q<{ booked: number }>(`select booked from viewing_slots where store_code = 'STN' and starts_at = '${at('16:00')}'`);
    expect(slot!.booked).toBe(1);
  });

  it('a piece the shop has one unit of is held by one viewing per slot; another slot is free', async () => {
    const piece = await pieceAt('CWB');
    expect((await api('viewings/book', { storeCode: 'CWB', skuIds: [piece], startsAt: at('17:00'), name: 'One' }, member)).status).toBe(200);
    const again = await api('viewings/book', { storeCode: 'CWB', skuIds: [piece], startsAt: at('17:00'), name: 'Two', ...(await guest()) });
    expect([again.status, again.body.errorCode]).toEqual([409, 88005]);
    const slots = (await api('viewings/slots', { storeCode: 'CWB', skuIds: [piece], day: tomorrow() })).body.data.slots;
    expect(slots.find((s: { time: string }) => s.time === '17:00').available).toBe(false);
    expect((await api('viewings/book', { storeCode: 'CWB', skuIds: [piece], startsAt: at('18:00'), name: 'Two', ...(await guest()) })).status).toBe(200);
  });
});

describe('cancel and move', () => {
  it('cancelling before the cut-off gives the place and the requested piece back; after it, refused', async () => {
    const there = await pieceAt('TST');
    const booked = await api('viewings/book', { storeCode: 'CWB', skuIds: [there], startsAt: at('14:00'), name: 'Mover' }, member);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { code } = booked.body.data.viewing;
    const token = booked.body.data.manageToken as string;
    const moved = await api('viewings/move', { code, token, startsAt: at('19:00') });
    expect(moved.body.data.viewing.startsAt).toBe(at('19:00'));
    const cancelled = await api('viewings/cancel', { code, token });
    expect(cancelled.body.data.viewing.status).toBe('cancelled');
    expect([await stock(there, 'TST'), await stock(there, 'CWB')]).toEqual([1, 0]);
    const [slot] = await q<{ booked: number }>(`select booked from viewing_slots where store_code = 'CWB' and starts_at = '${at('19:00')}'`);
    expect(slot!.booked).toBe(0);

    // A 48-hour cut-off: tomorrow's booking can no longer be cancelled or moved.
    const settings = (await api('backOffice/viewings/settings', { storeCode: 'TST' }, admin)).body.data;
    expect((await api('backOffice/viewings/saveSettings', { ...settings, cutoffHours: 48 }, admin)).status).toBe(200);
    const late = await api('viewings/book', { storeCode: 'TST', skuIds: [there], startsAt: at('15:00'), name: 'Late' }, member);
    expect(late.body.data.viewing.canChange).toBe(false);
    const refused = await api('viewings/cancel', { code: late.body.data.viewing.code }, member);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 88006]);
    expect(refused.body.errorMessage).toContain('48');
    expect((await api('viewings/move', { code: late.body.data.viewing.code, startsAt: at('16:00') }, member)).body.errorCode).toBe(88006);
    // Nobody else's booking opens without its token.
    expect((await api('viewings/get', { code: late.body.data.viewing.code })).body.errorCode).toBe(88007);
  });
});

describe('the day before, the counter and the report', () => {
  it('reminds tomorrow once; the counter marks arrived, one piece bought (linked), the other goes back; the report converts', async () => {
    const here = await pieceAt('CWB');
    const there = await pieceAt('TST');
    const booked = await api('viewings/book', { storeCode: 'CWB', skuIds: [here, there], startsAt: at('11:00'), name: 'Buyer' }, member);
    const { code } = booked.body.data.viewing;
    expect(await t.services.viewings.remindDue()).toBeGreaterThanOrEqual(1);
    expect(await t.services.viewings.remindDue()).toBe(0);
    const reminders = await q<{ channel: string; body_text: string }>(
      `select m.channel, m.body_text from messages m join viewings v on m.dedupe_key like 'viewing_reminder:viewing:' || v.id || ':%' where v.code = '${code}'`,
    );
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders[0]!.body_text).toContain(code);

    const mark = (body: object, token = counter) => api('backOffice/viewings/mark', { code, ...body }, token);
    const piece = (body: object) => api('backOffice/viewings/piece', { code, ...body }, counter);
    expect((await piece({ skuId: here, outcome: 'bought', saleNo: 'NONE' })).body.errorCode).toBe(88010);
    expect((await mark({ status: 'arrived' })).body.data.viewing.status).toBe('arrived');
    expect((await mark({ status: 'no_show' })).body.errorCode).toBe(88009);
    // The sale: an order the counter can already make (a pick-up order at this shop); issue 43's counter
    // sales are orders too, named the same way.
    const [onSale] = await q<{ id: number }>(`
      select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
      where k.status = 'on' and p.status = 'on' and s.qty >= 5 order by k.id desc limit 1`);
    const orderNo = await placeOrder(t, member, [{ skuId: onSale!.id, num: 1 }], { pickupStoreCode: 'CWB' });
    const order = { order_no: orderNo };
    expect((await piece({ skuId: here, outcome: 'bought', saleNo: 'NO-SUCH-1' })).body.errorCode).toBe(88010);
    expect((await piece({ skuId: here, outcome: 'bought', saleNo: order!.order_no })).body.data.viewing.pieces[0]).toMatchObject({
      outcome: 'bought',
      saleNo: order!.order_no,
    });
    const back = await piece({ skuId: there, outcome: 'not_bought' });
    expect(back.body.data.viewing.pieces.find((p: { skuId: number }) => p.skuId === there)).toMatchObject({ nowAt: 'TST', transfer: { status: 'returned' } });
    expect([await stock(there, 'TST'), await stock(there, 'CWB')]).toEqual([1, 0]);

    const day = tomorrow();
    const report = (await api('backOffice/viewings/list', { storeCode: 'CWB', from: day, to: day }, admin)).body.data;
    const row = report.conversion.find((r: { storeCode: string }) => r.storeCode === 'CWB');
    expect(row.arrived).toBe(1);
    expect(row.bought).toBe(1);
    expect(row.booked).toBeGreaterThanOrEqual(row.arrived);
    const csv = (await api('backOffice/viewings/csv', { from: day, to: day }, admin)).body.data;
    expect(csv.csv).toContain(code);
    expect(csv.csv).toContain('not_bought');
    // Every staff write of the day is in the audit: arrived, each piece's outcome, the export, the settings.
    const audit = await q<{ action: string; entityId: string; changedFields: string[] }>(
      `select action, entity_id as "entityId", changed_fields as "changedFields" from audit_log where entity = 'viewings' order by id`,
    );
    const ofThis = audit.filter((a) => a.entityId === code);
    expect(ofThis.map((a) => a.changedFields[0])).toEqual(['status', `piece${here}`, `piece${there}`]);
    expect(audit.some((a) => a.action === 'export')).toBe(true);
    expect(audit.some((a) => a.action === 'update' && ['MKK', 'STN', 'CWB'].includes(a.entityId))).toBe(true);
  });

  it('roles: the counter calls are roles 2 and 6 (at their shop); settings and the report role 6', async () => {
    expect((await api('backOffice/viewings/counter', {}, member)).status).toBe(401);
    expect((await api('backOffice/viewings/settings', { storeCode: 'CWB' }, counter)).status).toBe(403);
    expect((await api('backOffice/viewings/list', { from: tomorrow(), to: tomorrow() }, counter)).status).toBe(403);
    // Role 2 never sees another shop's day, whatever it names, nor acts on another shop's viewing.
    expect((await api('backOffice/viewings/counter', { storeCode: 'TST' }, counter)).body.data.storeCode).toBe('CWB');
    const [tst] = await q<{ code: string }>(`select code from viewings where store_code = 'TST' and status = 'booked' limit 1`);
    expect((await api('backOffice/viewings/mark', { code: tst!.code, status: 'arrived' }, counter)).body.errorCode).toBe(88007);
    expect((await api('viewings/mine', {}, member)).body.data.list.length).toBeGreaterThan(0);
  });
});
