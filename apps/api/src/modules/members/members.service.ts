import QRCode from 'qrcode';
import {
  DEFAULT_PHONE_AREA,
  MEMBER_ADDRESS_MAX,
  passwordProblem,
  type CallRequest,
  type MemberAddress,
  type ContactChannel,
  type MemberUser,
  type changePassword as changePasswordCall,
  type login as loginCall,
  type register as registerCall,
  type resetPassword as resetPasswordCall,
  type updateVipAddr as updateVipAddrCall,
  type memberProfileSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import type { CallContext, MemberContext } from '../../lib/context.ts';
import { addressKey } from '../../lib/address-key.ts';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter.ts';
import { businessMetrics } from '../../lib/metrics.ts';
import type { SessionService } from '../sessions/index.ts';
import { signMemberQr } from './member-qr.ts';
import { membersRepo as repo, type MemberPatch } from './members.repository.ts';
import type { MemberAddressRow, MemberRow } from './members.tables.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type { MemberPoints } from './member-points.ts';
import { outboxSmsSender, type SmsSender } from './sms-sender.ts';
import { createMember, toMemberUser } from './member-records.ts';
import { hashCode, issuePhoneCode, sameHash, VERIFY_CODE_MAX_TRIES } from './phone-codes.ts';
import { CONTACT_CODE_TTL_SECONDS, confirmContact, issueEmailProofCode, issuePhoneProofCode, sendContactCode } from './contact-proof.ts';

export { awaitsPhoneProof, createMember, memberById, toMemberUser, type CreateMemberInput, type CreateMemberOptions } from './member-records.ts';
export { memberByCounterQuery, memberByNo } from './member-lookup.ts';
export { issuePhoneCode } from './phone-codes.ts';
export { verifyMemberQrToken } from './member-qr.ts';
export type { MemberRow } from './members.tables.ts';

type In<C extends { request: z.ZodType }> = z.output<C['request']>;
type Profile = z.output<typeof memberProfileSchema>;

/** An address's fields named alike on the wire and in the table (the area code is `phoneAreaCode` / `phoneArea`). */
const ADDRESS_KEYS = ['receiverName', 'phone', 'area', 'province', 'district', 'detail', 'isDefault'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];
const addressFields = <T extends Pick<MemberAddress, AddressKey>>(a: T): Pick<MemberAddress, AddressKey> =>
  Object.fromEntries(ADDRESS_KEYS.map((k) => [k, a[k]])) as Pick<MemberAddress, AddressKey>;

const toAddress = (a: MemberAddressRow): MemberAddress => ({ id: a.id, ...addressFields(a), phoneAreaCode: a.phoneArea });

const MINUTE = 60_000;
/**
 * Limits of decisions 031 and 180. Per-address limits count the caller's /64 on IPv6 (`addressKey`).
 * Login counts every attempt before the password is compared: an account gets `loginAttemptsPerAccount`
 * free tries per window, then one try per `loginSlowLanePerAccount` window — slowed, never locked out.
 */
export const MEMBER_RATE_LIMITS = {
  loginAttemptsPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginSlowLanePerAccount: { max: 1, windowMs: MINUTE },
  loginAttemptsPerAddress: { max: 100, windowMs: 15 * MINUTE },
  resetApplyPerPhone: { max: 3, windowMs: 60 * MINUTE },
  resetApplyPerAddress: { max: 10, windowMs: 60 * MINUTE },
  verifyCodePerPhone: { max: 5, windowMs: 60 * MINUTE },
  verifyCodePerAddress: { max: 20, windowMs: 60 * MINUTE },
  codeCheckPerPhone: { max: 10, windowMs: 60 * MINUTE },
  codeCheckPerAddress: { max: 30, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 10, windowMs: 60 * MINUTE },
  registerPerPhone: { max: 3, windowMs: 60 * MINUTE },
  /** Codes proving a member's own phone or e-mail (decision 412), per member and contact; tries on them. */
  contactCodePerMember: { max: 5, windowMs: 60 * MINUTE },
  contactCheckPerMember: { max: 10, windowMs: 60 * MINUTE },
} as const;
export const VERIFY_CODE_TTL_SECONDS = 600;

export interface MembersServiceDeps {
  db: Db;
  sessions: SessionService;
  sms?: SmsSender;
  /** Where rate-limit counters live (shared across processes on PostgreSQL); in memory when absent. */
  rateLimits?: RateLimitStore;
  /** The points balance a member's answers carry (the points module's, handed in). */
  points: Pick<MemberPoints, 'balance'>;
}

export function createMembersService({ db, sessions, sms = outboxSmsSender, rateLimits, points }: MembersServiceDeps) {
  const limit = Object.fromEntries(
    Object.entries(MEMBER_RATE_LIMITS).map(([name, l]) => [name, new RateLimiter(`member.${name}`, l, rateLimits ?? Date.now)]),
  ) as Record<keyof typeof MEMBER_RATE_LIMITS, RateLimiter>;

  async function userOf(row: MemberRow): Promise<MemberUser> {
    return toMemberUser(row, await points.balance(db, row.id));
  }
  async function current(ctx: MemberContext): Promise<MemberRow> {
    const row = await repo.byId(db, ctx.session.memberId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return row;
  }
  function checkNewPassword(newPassword: string, confirmPassword: string) {
    // The request schema already holds the rule; this guards calls made from other code paths.
    if (passwordProblem(newPassword)) fail('PASSWORD_RULE');
    if (newPassword !== confirmPassword) fail('PASSWORD_MISMATCH');
  }
  /** Sets a password and ends every other session of the member (all of them when keep is absent). */
  async function setPassword(row: MemberRow, newPassword: string, patch: MemberPatch, keepSession?: string) {
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await repo.update(tx as unknown as Db, row.id, { ...patch, passwordHash });
    });
    await sessions.revokeAll('member', row.id, keepSession);
    // The kept session was opened for a first login: it may now do everything (decision 181).
    if (keepSession && row.mustChangePassword) await sessions.passwordChanged(keepSession);
  }

  return {
    async login(input: In<typeof loginCall>, ctx: CallContext) {
      const byEmail = input.account.includes('@');
      const area = input.phoneAreaCode ?? DEFAULT_PHONE_AREA;
      const account = byEmail ? input.account.toLowerCase() : `${area} ${input.account}`;
      await limit.loginAttemptsPerAddress.take(addressKey(ctx.ip));
      // Counted before the password is compared, in one atomic step per counter, so a burst cannot pass
      // more tries than the allowance; past it the account is slowed to one try a minute (decision 180).
      // The slow lane is per account and address, so someone else's guessing never uses up the owner's try.
      if (!(await limit.loginAttemptsPerAccount.tryTake(account))) await limit.loginSlowLanePerAccount.take(`${account} ${addressKey(ctx.ip)}`);
      const row = byEmail ? await repo.byEmail(db, account) : await repo.byPhone(db, area, input.account);
      const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!row || !ok) {
        businessMetrics.failedLogins.inc({ kind: 'member' });
        return fail('LOGIN_FAILED');
      }
      await limit.loginAttemptsPerAccount.reset(account);
      // Disabled in the back office (decision 221): told only after the right password, so it reveals nothing.
      if (row.disabledAt) return fail('MEMBER_DISABLED');
      const { token, expiresAt } = await sessions.create({
        kind: 'member',
        subjectId: row.id,
        remember: input.rememberLogin,
        mustChangePassword: row.mustChangePassword,
        device: { ip: ctx.ip, userAgent: ctx.userAgent },
      });
      return { accessToken: token, expiresAt: expiresAt.toISOString(), user: await userOf(row) };
    },

    async loginInfo(ctx: MemberContext) {
      return { staff: false as const, user: await userOf(await current(ctx)) };
    },

    async logout(ctx: MemberContext) {
      await sessions.revoke(ctx.session.sessionId);
      return { ok: true as const };
    },

    async register(input: In<typeof registerCall>, ctx: CallContext) {
      checkNewPassword(input.password, input.confirmPassword);
      // Each sign-up costs an argon2 hash and a row: limited per address and per phone (decision 180).
      await limit.registerPerAddress.take(addressKey(ctx.ip));
      await limit.registerPerPhone.take(`${input.phoneAreaCode} ${input.phone}`);
      try {
        // Contacts proven before messages (decision 412): a code to the phone and one to the e-mail address go
        // out with the registration; until the member enters them, only codes reach those contacts.
        return await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const row = await createMember(tx, { ...input, phoneArea: input.phoneAreaCode }, { registeredVia: 'online' });
          await issuePhoneProofCode(tx, row, ctx.lang);
          const emailCodeSent = await issueEmailProofCode(tx, row, ctx.lang);
          return { memberNo: row.memberNo, nickname: row.nickname, phoneCodeSent: true, emailCodeSent };
        });
      } catch (err) {
        // Online, a conflict does not say whether the phone or the e-mail was taken.
        if (err instanceof AppError && err.key === 'PHONE_ALREADY_REGISTERED') fail('MEMBER_ALREADY_REGISTERED');
        throw err;
      }
    },

    async sendContactCode(input: { channel: ContactChannel }, ctx: MemberContext) {
      const row = await current(ctx);
      await limit.contactCodePerMember.take(`${row.id}:${input.channel}`);
      // An SMS also counts against the phone's own allowance, shared with sendPhoneVerifyCode.
      if (input.channel === 'sms') await limit.verifyCodePerPhone.take(`${row.phoneArea} ${row.phone}`);
      await sendContactCode(db, row, input.channel, ctx.lang);
      return { ok: true as const, expiresInSeconds: CONTACT_CODE_TTL_SECONDS };
    },

    async confirmContact(input: { channel: ContactChannel; code: string }, ctx: MemberContext) {
      const row = await current(ctx);
      await limit.contactCheckPerMember.take(`${row.id}:${input.channel}`);
      return { user: await userOf(await confirmContact(db, row, input.channel, input.code)) };
    },

    async getQRCode(ctx: MemberContext) {
      const row = await current(ctx);
      const { content, expiresAt } = await signMemberQr(db, row.memberNo);
      const svg = await QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#00053e', light: '#ffffff' } });
      return { memberNo: row.memberNo, qrContent: content, svg, expiresAt: expiresAt.toISOString() };
    },

    async applyResetPassword(input: { phoneAreaCode: string; phone: string }, ctx: CallContext) {
      await limit.resetApplyPerAddress.take(addressKey(ctx.ip));
      await limit.resetApplyPerPhone.take(`${input.phoneAreaCode} ${input.phone}`);
      const row = await repo.byPhone(db, input.phoneAreaCode, input.phone);
      if (row) {
        await db.transaction((tx) =>
          sms.send(tx as unknown as Db, {
            kind: 'reset_password',
            phoneArea: row.phoneArea,
            phone: row.phone,
            memberId: row.id,
            body: 'Password reset requested: issue a new password (npm run outbox -- done <id>).',
          }),
        );
      }
      // Same answer either way, so the call does not tell who is a member.
      return { ok: true as const };
    },

    async sendPhoneVerifyCode(input: { phoneAreaCode: string; phone: string; purpose: 'resetPassword' }, ctx: CallContext) {
      await limit.verifyCodePerAddress.take(addressKey(ctx.ip));
      await limit.verifyCodePerPhone.take(`${input.phoneAreaCode} ${input.phone}`);
      const row = await repo.byPhone(db, input.phoneAreaCode, input.phone);
      if (row) {
        await db.transaction((tx) =>
          issuePhoneCode(tx as unknown as Db, row, { purpose: input.purpose, ttlSeconds: VERIFY_CODE_TTL_SECONDS, language: ctx.lang }),
        );
      }
      return { ok: true as const, expiresInSeconds: VERIFY_CODE_TTL_SECONDS };
    },

    async resetPassword(input: In<typeof resetPasswordCall>, ctx: CallContext) {
      checkNewPassword(input.newPassword, input.confirmPassword);
      // Counted before anything is compared (decision 180): per address, then per phone.
      await limit.codeCheckPerAddress.take(addressKey(ctx.ip));
      await limit.codeCheckPerPhone.take(`${input.phoneAreaCode} ${input.phone}`);
      const claimed = await repo.claimVerifyAttempt(db, input.phoneAreaCode, input.phone, 'resetPassword', new Date(), VERIFY_CODE_MAX_TRIES);
      if (!claimed || !sameHash(claimed.codeHash, hashCode(input.verifyCode))) return fail('VERIFY_CODE_FAIL');
      const row = await repo.byPhone(db, input.phoneAreaCode, input.phone);
      // Two right guesses at once: only the one that uses the code goes on.
      if (!row || !(await repo.useVerifyCodeOnce(db, claimed.id))) return fail('VERIFY_CODE_FAIL');
      // The code came to the phone: the phone is proven (decision 381), and an account registered at a counter
      // gets its first password here (decision 380).
      await setPassword(row, input.newPassword, { mustChangePassword: false, systemUpgrade: '0', phoneVerifiedAt: row.phoneVerifiedAt ?? new Date() });
      return { ok: true as const };
    },

    async changePassword(input: In<typeof changePasswordCall>, ctx: MemberContext) {
      checkNewPassword(input.newPassword, input.confirmPassword);
      const row = await current(ctx);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword))) return fail('PASSWORD_WRONG');
      if (input.oldPassword === input.newPassword) return fail('PASSWORD_SAME_AS_OLD');
      await setPassword(row, input.newPassword, { mustChangePassword: false }, ctx.session.sessionId);
      return { ok: true as const };
    },

    async firstLoginResetPassword(input: { newPassword: string; confirmPassword: string }, ctx: MemberContext) {
      checkNewPassword(input.newPassword, input.confirmPassword);
      const row = await current(ctx);
      if (!row.mustChangePassword) return fail('PASSWORD_CHANGE_NOT_NEEDED');
      if (await verifyPassword(row.passwordHash, input.newPassword)) return fail('PASSWORD_SAME_AS_OLD');
      await setPassword(row, input.newPassword, { mustChangePassword: false }, ctx.session.sessionId);
      return { ok: true as const };
    },

    async systemUpgradeFirstLogin(input: { newPassword: string; confirmPassword: string }, ctx: MemberContext) {
      checkNewPassword(input.newPassword, input.confirmPassword);
      const row = await current(ctx);
      if (row.systemUpgrade !== '1') return fail('PASSWORD_CHANGE_NOT_NEEDED');
      if (await verifyPassword(row.passwordHash, input.newPassword)) return fail('PASSWORD_SAME_AS_OLD');
      await setPassword(row, input.newPassword, { systemUpgrade: '0', mustChangePassword: false }, ctx.session.sessionId);
      return { ok: true as const };
    },

    async getVipAddrList(ctx: MemberContext) {
      return { list: (await repo.addresses(db, ctx.session.memberId)).map(toAddress) };
    },

    async updateVipAddr(input: In<typeof updateVipAddrCall>, ctx: MemberContext) {
      const memberId = ctx.session.memberId;
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (input.action === 'delete') {
          if (!(await repo.deleteAddress(tx, memberId, input.id))) fail('ADDRESS_NOT_FOUND');
          return;
        }
        const a = input.address;
        const fields = { ...addressFields(a), phoneArea: a.phoneAreaCode };
        if (a.isDefault) await repo.clearDefaultAddress(tx, memberId);
        if (input.id !== undefined) {
          if (!(await repo.updateAddress(tx, memberId, input.id, fields))) fail('ADDRESS_NOT_FOUND');
          return;
        }
        const count = await repo.countAddresses(tx, memberId);
        if (count >= MEMBER_ADDRESS_MAX) fail('ADDRESS_LIMIT', { max: MEMBER_ADDRESS_MAX });
        // The first address becomes the default.
        await repo.insertAddress(tx, { memberId, ...fields, isDefault: a.isDefault || count === 0 });
      });
      return { list: (await repo.addresses(db, memberId)).map(toAddress) };
    },

    async pageUpdateUserInfo(input: Profile, ctx: MemberContext) {
      const row = await current(ctx);
      const other = await repo.byEmail(db, input.email);
      if (other && other.id !== row.id) fail('MEMBER_ALREADY_REGISTERED');
      const updated = await repo.updateProfile(db, row.id, {
        ...input,
        nickname: input.nickname || input.firstName,
        ageRange: input.ageRange ?? '',
        // A new address is not the one a code proved (decision 412).
        ...((input.email ?? null) !== row.email ? { emailVerifiedAt: null } : {}),
      });
      if (!updated) return fail('MEMBER_ALREADY_REGISTERED');
      return { user: await userOf(updated) };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
export type { CallRequest };
