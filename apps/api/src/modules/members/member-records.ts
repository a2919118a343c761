import { randomInt } from 'node:crypto';
import type { MemberUser } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { membersRepo as repo } from './members.repository.ts';
import type { MemberRow } from './members.tables.ts';
import { hashPassword } from './passwords.ts';

// Creating a member and showing one: used by registration, the counter (staff) and the seeds, apart
// from the members service's calls.

/** What another domain (staff at the counter) gives to create a member. */
export interface CreateMemberInput {
  phoneArea: string;
  phone: string;
  email?: string | null;
  /**
   * Absent: the account has no password (a counter registration) until the member proves the phone with an
   * SMS code and sets one; never a password derived from the phone (issue 38, decision 380).
   */
  password?: string;
  nickname?: string;
  appellation?: string;
  firstName?: string;
  lastName?: string;
  gender?: string;
  birthMonth?: number | null;
  birthDay?: number | null;
  ageRange?: string | null;
  addressArea?: string;
  addressProvince?: string;
  addressDistrict?: string;
  addressDetail?: string;
  referrer?: string;
  optOutPromotionsA?: boolean;
  optOutPromotionsB?: boolean;
}
export interface CreateMemberOptions {
  /** The password was issued to the member and must be changed at first login. */
  mustChangePassword?: boolean;
  registeredVia?: 'online' | 'staff';
  systemUpgrade?: '0' | '1';
  level?: number;
  /** Seeds only: a fixed member number. */
  memberNo?: string;
}

/** The profile's free texts: stored as '' when the registration leaves them out. */
const PROFILE_TEXTS = [
  'appellation',
  'firstName',
  'lastName',
  'gender',
  'ageRange',
  'addressArea',
  'addressProvince',
  'addressDistrict',
  'addressDetail',
  'referrer',
] as const;

function textsOrEmpty<T extends Partial<Record<K, string | null>>, K extends string>(input: T, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, input[k] ?? ''])) as Record<K, string>;
}

/**
 * The stored hash of an account without a password: not an argon2 hash, so no password matches it (the
 * verifier fails on it). Only a proven phone sets a password on such an account (decision 380).
 */
export const NO_PASSWORD = '!phone-proof';

/** Whether the member has not yet proven the phone and set a password (a counter registration). */
export const awaitsPhoneProof = (row: Pick<MemberRow, 'passwordHash'>) => row.passwordHash === NO_PASSWORD;

const newMemberNo = () => `JH${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Creates a member inside the caller's transaction (`tx` may be the plain db too). A taken mobile
 * number → PHONE_ALREADY_REGISTERED (140020), a taken e-mail → MEMBER_ALREADY_REGISTERED (552407);
 * nothing is written then. Staff registration calls this with `{ registeredVia: 'staff' }` and no
 * password: the account has `NO_PASSWORD` until the member sets one with an SMS code.
 */
export async function createMember(tx: Db, input: CreateMemberInput, opts: CreateMemberOptions = {}): Promise<MemberRow> {
  const email = input.email?.trim().toLowerCase() || null;
  const conflict = async () => {
    if (await repo.byPhone(tx, input.phoneArea, input.phone)) return fail('PHONE_ALREADY_REGISTERED');
    if (email && (await repo.byEmail(tx, email))) return fail('MEMBER_ALREADY_REGISTERED');
  };
  await conflict();
  const passwordHash = input.password === undefined ? NO_PASSWORD : await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt++) {
    const made = await repo.insert(tx, {
      memberNo: opts.memberNo ?? newMemberNo(),
      phoneArea: input.phoneArea,
      phone: input.phone,
      email,
      passwordHash,
      nickname: input.nickname?.trim() || input.firstName?.trim() || '',
      ...textsOrEmpty(input, PROFILE_TEXTS),
      birthMonth: input.birthMonth ?? null,
      birthDay: input.birthDay ?? null,
      optOutPromotionsA: input.optOutPromotionsA ?? false,
      optOutPromotionsB: input.optOutPromotionsB ?? false,
      level: opts.level ?? 0,
      systemUpgrade: opts.systemUpgrade ?? '0',
      mustChangePassword: opts.mustChangePassword ?? false,
      registeredVia: opts.registeredVia ?? 'online',
    });
    if (made) return made;
    // Nothing inserted: either the phone or e-mail was taken meanwhile, or the random member number.
    await conflict();
  }
  throw new Error('could not allocate a member number');
}

/** A member by id (the counter shows whose collection it is). */
export function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return repo.byId(db, id);
}

/** A member row as the storefront sees it. */
export function toMemberUser(row: MemberRow, totalBonus: number): MemberUser {
  return {
    memberNo: row.memberNo,
    roleCode: 1,
    nickname: row.nickname,
    appellation: row.appellation,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthMonth: row.birthMonth,
    birthDay: row.birthDay,
    birthdayMM: row.birthMonth ? String(row.birthMonth).padStart(2, '0') : '',
    ageRange: row.ageRange || null,
    phoneAreaCode: row.phoneArea,
    phone: row.phone,
    email: row.email,
    addressArea: row.addressArea,
    addressProvince: row.addressProvince,
    addressDistrict: row.addressDistrict,
    addressDetail: row.addressDetail,
    referrer: row.referrer,
    optOutPromotionsA: row.optOutPromotionsA,
    optOutPromotionsB: row.optOutPromotionsB,
    notifyEmail: row.notifyEmail,
    notifySms: row.notifySms,
    messageLanguage: row.messageLanguage ?? null,
    level: row.level,
    isVip: row.level >= 0,
    systemUpgrade: row.systemUpgrade,
    mustChangePassword: row.mustChangePassword,
    totalBonus,
    phoneProven: row.phoneVerifiedAt !== null,
    emailProven: row.emailVerifiedAt !== null,
  };
}
