import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { staffToken } from '../../../test/staff-login.ts';
import { approximateIp, deviceLabel } from './session-device.ts';

const t = testAppPerFile();
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const signIn = async (account: string, password: string, ua: string) => {
  const r = await t.call('app/page/user/login', { account, phoneAreaCode: '852', password }, { headers: { 'user-agent': ua } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.accessToken as string;
};

describe("a member's signed-in devices (issue 38, decision 388)", () => {
  it('lists both sessions with when, where and which browser; ending one makes its token 401; the other goes on', async () => {
    const phone = await signIn('91234567', 'Jade2026a', PHONE_UA);
    const mac = await signIn('91234567', 'Jade2026a', MAC_UA);
    const list = (await t.call('app/user/sessions/list', {}, { token: mac })).body.data.list as Array<Record<string, unknown>>;
    const mine = list.filter((d) => d.device === 'Chrome on Android' || d.device === 'Safari on macOS');
    expect(mine).toHaveLength(2);
    expect(list.find((d) => d.current)).toMatchObject({ device: 'Safari on macOS', where: '127.0.0.x' });
    const other = list.find((d) => d.device === 'Chrome on Android')!;
    expect(other).toMatchObject({ current: false, where: '127.0.0.x' });
    expect(Date.parse(other.signedInAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toContain(phone);

    const ended = await t.call('app/user/sessions/end', { sessionId: other.sessionId }, { token: mac });
    expect(ended.body.data).toEqual({ ended: true, current: false });
    expect((await t.call('app/user/loginInfo', {}, { token: phone })).status).toBe(401);
    expect((await t.call('app/user/loginInfo', {}, { token: mac })).status).toBe(200);
    const after = (await t.call('app/user/sessions/list', {}, { token: mac })).body.data.list as Array<{ sessionId: string }>;
    expect(after.map((d) => d.sessionId)).not.toContain(other.sessionId);
    // Ending it again: it is over.
    expect((await t.call('app/user/sessions/end', { sessionId: other.sessionId }, { token: mac })).body.errorCode).toBe(30041);
  });

  it('"sign out everywhere else" ends every other session and keeps the current one', async () => {
    const a = await signIn('91234567', 'Jade2026a', PHONE_UA);
    const b = await signIn('91234567', 'Jade2026a', PHONE_UA);
    const c = await signIn('91234567', 'Jade2026a', MAC_UA);
    const r = await t.call('app/user/sessions/endOthers', {}, { token: c });
    expect(r.status).toBe(200);
    expect(r.body.data.ended).toBeGreaterThanOrEqual(2);
    expect((await t.call('app/user/loginInfo', {}, { token: a })).status).toBe(401);
    expect((await t.call('app/user/loginInfo', {}, { token: b })).status).toBe(401);
    expect((await t.call('app/user/loginInfo', {}, { token: c })).status).toBe(200);
    const list = (await t.call('app/user/sessions/list', {}, { token: c })).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });

  it("a member cannot see or end another member's session, nor a staff member's; staff see and end their own", async () => {
    const mine = await signIn('91234567', 'Jade2026a', MAC_UA);
    const theirs = (await t.call('app/page/user/login', { account: '13800138000', phoneAreaCode: '86', password: 'Jade2026b' })).body.data
      .accessToken as string;
    const theirList = (await t.call('app/user/sessions/list', {}, { token: theirs })).body.data.list as Array<{ sessionId: string }>;
    const myList = (await t.call('app/user/sessions/list', {}, { token: mine })).body.data.list as Array<{ sessionId: string }>;
    expect(myList.map((d) => d.sessionId)).not.toContain(theirList[0]!.sessionId);
    const refused = await t.call('app/user/sessions/end', { sessionId: theirList[0]!.sessionId }, { token: mine, lang: 'en' });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ errorCode: 30041, errorMessage: 'No such signed-in device; it may have signed out already.' });
    expect((await t.call('app/user/loginInfo', {}, { token: theirs })).status).toBe(200);

    const staff = await staffToken(t, 2);
    const staffList = (await t.call('app/staff/sessions/list', {}, { token: staff })).body.data.list as Array<{ sessionId: string; current: boolean }>;
    const staffOwn = staffList.find((d) => d.current)!;
    expect((await t.call('app/user/sessions/end', { sessionId: staffOwn.sessionId }, { token: mine })).status).toBe(404);
    // The calls keep to their kind: a member cannot use the staff calls, nor staff the member's.
    expect((await t.call('app/staff/sessions/list', {}, { token: mine })).status).toBe(401);
    expect((await t.call('app/user/sessions/list', {}, { token: staff })).status).toBeGreaterThanOrEqual(401);
    expect((await t.call('app/staff/sessions/end', { sessionId: theirList[0]!.sessionId }, { token: staff })).status).toBe(404);
    const second = await staffToken(t, 2);
    expect((await t.call('app/staff/sessions/endOthers', {}, { token: staff })).body.data.ended).toBeGreaterThanOrEqual(1);
    expect((await t.call('app/staff/sessions/list', {}, { token: second })).status).toBe(401);
    expect((await t.call('app/staff/sessions/list', {}, { token: staff })).status).toBe(200);
  });
});

describe('who may call the sessions calls', () => {
  it('every staff role lists and ends its own; anonymous callers get 401 on every one', async () => {
    for (const role of [2, 3, 4, 5, 6] as const) {
      const token = await staffToken(t, role);
      const list = await t.call('app/staff/sessions/list', {}, { token });
      expect(list.status, `role ${role}`).toBe(200);
      expect(list.body.data.list.some((d: { current: boolean }) => d.current)).toBe(true);
    }
    for (const path of ['list', 'end', 'endOthers']) {
      for (const kind of ['user', 'staff']) {
        const r = await t.call(`app/${kind}/sessions/${path}`, path === 'end' ? { sessionId: 'x' } : {});
        expect(r.status, `${kind} ${path}`).toBe(401);
      }
    }
  });
});

describe('what a session keeps of its device', () => {
  it('a short label from the User-Agent', () => {
    expect(deviceLabel(PHONE_UA)).toBe('Chrome on Android');
    expect(deviceLabel(MAC_UA)).toBe('Safari on macOS');
    expect(
      deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(deviceLabel('')).toBe('');
    expect(deviceLabel('x'.repeat(5000))).toBe('');
  });
  it('only the network of the address', () => {
    expect(approximateIp('203.0.113.77')).toBe('203.0.113.x');
    expect(approximateIp('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(approximateIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(approximateIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(approximateIp('not an address')).toBe('');
  });
});
