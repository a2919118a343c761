/**
 * Hourly caps on a member's transactional messages (issue 38, decision 381). Counted where messages are
 * enqueued, over the last hour, per recipient (the phone or e-mail address) and per member; codes
 * (verification codes, operator-issued passwords) are not counted and keep their own limits. A message
 * past a cap is written with status 'capped' and never sent, so the merchant sees it (and may resend it).
 * The server reads each from its environment variable (docs/operations.md); these are the defaults.
 */
export const MESSAGE_CAPS = {
  /** Messages per hour to one proven phone number or e-mail address (MESSAGE_CAP_PER_RECIPIENT). */
  PER_RECIPIENT_PER_HOUR: 10,
  /** Messages per hour to a contact its member never proved (MESSAGE_CAP_UNPROVEN_PER_RECIPIENT). */
  UNPROVEN_PER_RECIPIENT_PER_HOUR: 5,
  /** Messages per hour to one member, every channel together (MESSAGE_CAP_PER_MEMBER). */
  PER_MEMBER_PER_HOUR: 20,
  /**
   * What a contact its member has not proven receives (MESSAGE_UNPROVEN_CONTACTS, decision 412): 'codes'
   * (the codes that prove it, and nothing else; other messages are kept as 'unproven', never sent) or
   * 'capped' (everything, under UNPROVEN_PER_RECIPIENT_PER_HOUR, decision 381).
   */
  UNPROVEN_CONTACTS: 'codes' as UnprovenContacts,
} as const;
export const UNPROVEN_CONTACT_RULES = ['codes', 'capped'] as const;
export type UnprovenContacts = (typeof UNPROVEN_CONTACT_RULES)[number];

/** Events that carry a code: never capped here (their calls have their own limits, decision 180). */
export const CODE_MESSAGE_EVENTS = ['verify_code', 'password_reset'] as const;

/**
 * How long the code a counter registration sends stays valid: long enough to set the password after
 * leaving the counter, short enough that an intercepted or forgotten code dies the same day.
 */
export const ACCOUNT_PROOF_CODE_TTL_SECONDS = 3600;
