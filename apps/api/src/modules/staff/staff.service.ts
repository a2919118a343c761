import QRCode from 'qrcode';
import {
  ACCOUNT_PROOF_CODE_TTL_SECONDS,
  DEFAULT_PHONE_AREA,
  MEMBER_QR_PREFIX,
  personName,
  ROLE,
  type CounterMember,
  type StaffRoleCode,
  type bonusAdjust as bonusAdjustCall,
  type counterRegistrationSchema,
  type peoniaRegister as peoniaRegisterCall,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import { addressKey } from '../../lib/address-key.ts';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter.ts';
import { businessMetrics } from '../../lib/metrics.ts';
import {
  createMember,
  issuePhoneCode,
  MEMBER_RATE_LIMITS,
  memberByCounterQuery,
  memberById,
  memberByNo,
  verifyMemberQrToken,
  type CreateMemberInput,
  type MemberRow,
  verifyAgainstDummy,
  verifyPassword,
} from '../members/index.ts';
import { changePoints, pointsBalance } from '../points/index.ts';
import type { SessionService } from '../sessions/index.ts';
import { adminQrSigner } from './admin-qr.ts';
import { staffRepo } from './staff.repository.ts';
import type { StaffUserRow } from './staff.tables.ts';

type In<C extends { request: z.ZodType }> = z.output<C['request']>;
type CounterRegistration = z.output<typeof counterRegistrationSchema>;

const HOUR = 3_600_000;
/** Staff login shares the members' limits (decision 031); public counter registration is capped per address. */
export const STAFF_RATE_LIMITS = {
  loginAttemptsPerAccount: MEMBER_RATE_LIMITS.loginAttemptsPerAccount,
  loginSlowLanePerAccount: MEMBER_RATE_LIMITS.loginSlowLanePerAccount,
  loginAttemptsPerAddress: MEMBER_RATE_LIMITS.loginAttemptsPerAddress,
  counterRegistrationsPerAddress: { max: 60, windowMs: HOUR },
} as const;

const qrSvg = (content: string) =>
  QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#00053e', light: '#ffffff' } });

/** '+852 9123••67': enough for the member to recognise, not enough to copy. */
export function maskPhone(area: string, phone: string): string {
  if (phone.length <= 6) return `+${area} ${phone.slice(0, 2)}${'•'.repeat(Math.max(0, phone.length - 2))}`;
  return `+${area} ${phone.slice(0, 4)}${'•'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

/** The member's name by the contract's one rule (decision 457): 'Chan Tai Man', '張偉'; else the nickname or number. */
export const memberDisplayName = (m: MemberRow) => personName(m, m.memberNo);

/** The shop a staff account works at (its counter's shop; decision 183), null when it has none. */
export async function staffShopCode(db: Db, staffId: number): Promise<string | null> {
  return (await staffRepo.byId(db, staffId))?.storeCode ?? null;
}

/** The usernames of these staff accounts, by id (an id with no account is left out). */
export async function staffUsernames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await staffRepo.usernames(db, ids)).map((s) => [s.id, s.username]));
}

export interface StaffServiceDeps {
  db: Db;
  sessions: SessionService;
  adminQrSecret?: string | undefined;
  /** Where rate-limit counters live (shared across processes on PostgreSQL); in memory when absent. */
  rateLimits?: RateLimitStore;
}

export function createStaffService({ db, sessions, adminQrSecret, rateLimits }: StaffServiceDeps) {
  const limit = Object.fromEntries(
    Object.entries(STAFF_RATE_LIMITS).map(([name, l]) => [name, new RateLimiter(`staff.${name}`, l, rateLimits ?? Date.now)]),
  ) as Record<keyof typeof STAFF_RATE_LIMITS, RateLimiter>;
  const adminQr = adminQrSigner(db, adminQrSecret);

  async function counterMember(m: MemberRow): Promise<CounterMember> {
    return {
      memberNo: m.memberNo,
      name: memberDisplayName(m),
      nickname: m.nickname,
      appellation: m.appellation,
      phoneMasked: maskPhone(m.phoneArea, m.phone),
      level: m.level,
      totalBonus: await pointsBalance(db, m.id),
    };
  }

  async function login(input: { username: string; password: string }, ctx: CallContext, forRegister: boolean) {
    const address = addressKey(ctx.ip);
    await limit.loginAttemptsPerAddress.take(address);
    // Counted before the password is compared; past the allowance slowed per address, not locked (decision 180).
    if (!(await limit.loginAttemptsPerAccount.tryTake(input.username))) await limit.loginSlowLanePerAccount.take(`${input.username} ${address}`);
    const row = await staffRepo.byUsername(db, input.username);
    const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!row || !ok) {
      businessMetrics.failedLogins.inc({ kind: 'staff' });
      return fail('LOGIN_FAILED');
    }
    await limit.loginAttemptsPerAccount.reset(input.username);
    if (row.disabled) return fail('STAFF_DISABLED');
    let roles: StaffRoleCode[] = row.roles;
    let defaultRole = row.defaultRole;
    if (forRegister) {
      if (!roles.includes(ROLE.STAFF_NORMAL)) return fail('STAFF_NOT_REGISTRAR');
      roles = [ROLE.STAFF_NORMAL];
      defaultRole = ROLE.STAFF_NORMAL;
    }
    const { token, expiresAt } = await sessions.create({ kind: 'staff', subjectId: row.id, roles, device: { ip: ctx.ip, userAgent: ctx.userAgent } });
    return {
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
      defaultUserRole: defaultRole,
      userRoleList: roles,
      username: row.username,
      displayName: row.displayName,
    };
  }

  /**
   * Creates the member and records who registered them, in one transaction. Without a password the account
   * has none: a one-time code goes to the phone by SMS in the same transaction, and the member sets a password
   * with it (decision 380). Nothing derived from the phone ever opens the account.
   */
  async function registerAtCounter(
    input: CounterRegistration,
    ctx: CallContext,
    opts: { password?: string; channel: 'staff' | 'peonia' | 'prince'; staffId: number | null },
  ) {
    const member: CreateMemberInput = {
      ...input,
      phoneArea: input.phoneAreaCode,
      email: input.email || null,
      ...(opts.password ? { password: opts.password } : {}),
    };
    const smsCodeSent = !opts.password;
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const made = await createMember(tx, member, { registeredVia: 'staff' });
      await staffRepo.recordRegistration(tx, { memberId: made.id, channel: opts.channel, staffId: opts.staffId });
      if (smsCodeSent) await issuePhoneCode(tx, made, { purpose: 'resetPassword', ttlSeconds: ACCOUNT_PROOF_CODE_TTL_SECONDS, language: ctx.lang });
      return made;
    });
    return { memberNo: row.memberNo, nickname: row.nickname, smsCodeSent };
  }

  // The counter's "find a member" is the members module's (QR, member number or phone).
  const findMember = (query: string, phoneArea: string) => memberByCounterQuery(db, query, phoneArea);

  return {
    login: (input: { username: string; password: string }, ctx: CallContext) => login(input, ctx, false),
    loginForRegister: (input: { username: string; password: string }, ctx: CallContext) => login(input, ctx, true),

    async logout(ctx: StaffContext) {
      await sessions.revoke(ctx.session.sessionId);
      return { ok: true as const };
    },

    registerStaff(input: CounterRegistration, ctx: StaffContext) {
      return registerAtCounter(input, ctx, { channel: 'staff', staffId: ctx.session.staffId });
    },

    async peoniaRegister(input: In<typeof peoniaRegisterCall>, ctx: CallContext) {
      if (input.password && input.password !== input.confirmPassword) fail('PASSWORD_MISMATCH');
      await limit.counterRegistrationsPerAddress.take(addressKey(ctx.ip));
      const staffId = ctx.session?.kind === 'staff' ? ctx.session.staffId : null;
      return registerAtCounter(input, ctx, { channel: input.brand, staffId, ...(input.password ? { password: input.password } : {}) });
    },

    async getAdminQRCode(ctx: StaffContext) {
      const staff = (await staffRepo.byId(db, ctx.session.staffId)) ?? fail('UNAUTHENTICATED');
      const { content, expiresAt } = await adminQr.sign(staff.id);
      return { qrContent: content, svg: await qrSvg(content), expiresAt: expiresAt.toISOString(), issuedBy: staff.displayName };
    },

    async verifyQrcode(input: { qrContent: string }) {
      const text = input.qrContent.trim();
      if (text.startsWith(`${MEMBER_QR_PREFIX}.`)) {
        const m = await findMember(text, DEFAULT_PHONE_AREA);
        const expires = Number(text.split('.')[2]);
        return {
          kind: 'member' as const,
          memberNo: m.memberNo,
          name: memberDisplayName(m),
          totalBonus: await pointsBalance(db, m.id),
          expiresAt: new Date(expires * 1000).toISOString(),
        };
      }
      const checked = await adminQr.verify(text);
      if (!checked.ok) return fail(checked.reason === 'expired' ? 'QR_EXPIRED' : 'QR_INVALID');
      const staff: StaffUserRow | undefined = await staffRepo.byId(db, checked.staffId);
      // A code of a since-disabled admin no longer authorises anything.
      if (!staff || staff.disabled || !staff.roles.includes(ROLE.STAFF_CRM_ADMIN)) return fail('QR_INVALID');
      return { kind: 'admin' as const, username: staff.username, displayName: staff.displayName, expiresAt: checked.expiresAt.toISOString() };
    },

    async memberInfoEnquiry(input: { query: string; phoneAreaCode?: string | undefined }) {
      const m = await findMember(input.query, input.phoneAreaCode ?? DEFAULT_PHONE_AREA);
      return { member: await counterMember(m) };
    },

    async bonusAdjust(input: In<typeof bonusAdjustCall>, ctx: StaffContext) {
      // The member's signed QR, shown from their account, proves the member is here (issue 38, decision 393):
      // a member number alone names anyone's points.
      const shown = await verifyMemberQrToken(db, input.memberQr);
      if (!shown.ok) return fail(shown.reason === 'expired' ? 'QR_EXPIRED' : shown.reason === 'unknown_member' ? 'MEMBER_NOT_FOUND' : 'QR_INVALID');
      if (shown.memberNo !== input.memberNo.toUpperCase()) return fail('MEMBER_QR_MISMATCH');
      const m = (await memberByNo(db, input.memberNo)) ?? fail('MEMBER_NOT_FOUND');
      const result = await changePoints(db, {
        memberId: m.id,
        delta: -input.points,
        reason: 'fb_deduction',
        source: input.transactionKey,
        staffId: ctx.session.staffId,
        billAmount: input.billAmount ?? null,
        remark: input.remark,
        idempotencyKey: `fb:${input.transactionKey}`,
      });
      const { entry } = result;
      if (result.replayed && (entry.memberId !== m.id || entry.delta !== -input.points)) {
        const earlier = entry.memberId === m.id ? m : await memberById(db, entry.memberId);
        throw new AppError('TRANSACTION_KEY_REUSED', { memberNo: earlier?.memberNo ?? '', points: -entry.delta });
      }
      return {
        memberNo: m.memberNo,
        deducted: -entry.delta,
        totalBonus: result.balance,
        ledgerId: entry.id,
        replayed: result.replayed,
        createdAt: entry.createdAt.toISOString(),
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
