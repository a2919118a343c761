import type { Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter.ts';
import type { MessageRecipient } from '../messages/index.ts';
import { membersRepo as repo } from './members.repository.ts';
import { hashCode, sameHash, sendPhoneCode, VERIFY_CODE_MAX_TRIES } from './phone-codes.ts';
import { MEMBER_RATE_LIMITS, VERIFY_CODE_TTL_SECONDS } from './members.service.ts';

/** A phone someone who is not signed in proves with an SMS code (a guest booking a viewing, issue 44). */
export interface PhoneToProve {
  phoneArea: string;
  phone: string;
  /** What the code is for: a code proves its phone for this purpose only. */
  purpose: 'viewing';
}

/**
 * Proving a phone that may belong to no member (decision 498): the same one-time codes, hashes, expiry and
 * wrong-try allowance (`claimVerifyAttempt`, decision 180) as the members' own codes, counted in the same
 * per-phone and per-address limiters (the same names in the same store), so a guest flow opens no second
 * door to guess codes through.
 */
export function createPhoneProof(rateLimits: RateLimitStore) {
  const limiter = (name: keyof typeof MEMBER_RATE_LIMITS) => new RateLimiter(`member.${name}`, MEMBER_RATE_LIMITS[name], rateLimits);
  const sendPerPhone = limiter('verifyCodePerPhone');
  const sendPerAddress = limiter('verifyCodePerAddress');
  const checkPerPhone = limiter('codeCheckPerPhone');
  const checkPerAddress = limiter('codeCheckPerAddress');
  const key = (p: PhoneToProve) => `${p.phoneArea} ${p.phone}`;

  return {
    /** Sends a new code by SMS (through the outbox, in one transaction), replacing the phone's older ones. */
    async send(db: Db, p: PhoneToProve, opts: { address: string; language: Lang }) {
      await sendPerAddress.take(opts.address);
      await sendPerPhone.take(key(p));
      await db.transaction((tx) =>
        sendPhoneCode(tx as unknown as Db, { ...p, ttlSeconds: VERIFY_CODE_TTL_SECONDS, language: opts.language, to: guestPhone(p, opts.language) }),
      );
    },

    /**
     * Claims one try on the phone's live code and compares: answers the code's id when right (use it with
     * `use` in the transaction that acts on it), undefined when wrong, expired or out of tries.
     */
    async check(db: Db, p: PhoneToProve, code: string, address: string): Promise<number | undefined> {
      await checkPerAddress.take(address);
      await checkPerPhone.take(key(p));
      const claimed = await repo.claimVerifyAttempt(db, p.phoneArea, p.phone, p.purpose, new Date(), VERIFY_CODE_MAX_TRIES);
      return claimed && sameHash(claimed.codeHash, hashCode(code)) ? claimed.id : undefined;
    },

    /** Uses the code once, in the caller's transaction; false when another request used it first. */
    use: (tx: Db, id: number) => repo.useVerifyCodeOnce(tx, id),
  };
}
export type PhoneProof = ReturnType<typeof createPhoneProof>;

/** A guest's phone as the outbox takes it: SMS only, in the language of the request. */
const guestPhone = (p: PhoneToProve, language: Lang): MessageRecipient => ({
  memberId: null,
  email: null,
  phone: `+${p.phoneArea} ${p.phone}`,
  notifyEmail: false,
  notifySms: true,
  language,
  phoneProven: false,
  emailProven: false,
});
