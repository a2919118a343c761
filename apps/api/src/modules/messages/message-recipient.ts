import type { Lang } from '@shop/contract';

// The caller reads the member and hands the recipient in (decision 425): the messages module reads no
// member table, so it sits below the modules that send (members, orders, club).

/** Where and how a member is told things: what the messages module needs of a member, and no more. */
export interface MessageRecipient {
  /** Null for someone who is not a member (a guest who booked a viewing with a proven phone, decision 498). */
  memberId: number | null;
  email: string | null;
  /** `+852 91234567` */
  phone: string;
  notifyEmail: boolean;
  notifySms: boolean;
  /** The language the member chose for messages, if they chose one. */
  language: Lang | null;
  /** Whether the member proved the phone (an SMS code) and the e-mail; unproven contacts have a lower cap. */
  phoneProven: boolean;
  emailProven: boolean;
}
