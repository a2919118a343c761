import { sql } from 'drizzle-orm';
import { CODE_MESSAGE_EVENTS, MESSAGE_CAPS, type UnprovenContacts } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, textArray } from '../../db/sql.ts';
import type { NewMessage } from './messages.tables.ts';

/** The hourly caps in force (decision 381): the contract's defaults, or the environment's (`readConfig`). */
export interface MessageCaps {
  perRecipient: number;
  unprovenPerRecipient: number;
  perMember: number;
  /**
   * What an unproven contact receives (decision 412): 'codes' only (the default: contacts proven before
   * messages), or 'capped' — everything, under the lower unproven cap (decision 381's rule).
   */
  unprovenContacts: UnprovenContacts;
}
export const DEFAULT_MESSAGE_CAPS: MessageCaps = {
  perRecipient: MESSAGE_CAPS.PER_RECIPIENT_PER_HOUR,
  unprovenPerRecipient: MESSAGE_CAPS.UNPROVEN_PER_RECIPIENT_PER_HOUR,
  perMember: MESSAGE_CAPS.PER_MEMBER_PER_HOUR,
  unprovenContacts: MESSAGE_CAPS.UNPROVEN_CONTACTS,
};

// enqueueMessage is a plain function every module calls inside its own transaction; the caps are set once
// when the services are built, from the configuration.
let caps: MessageCaps = DEFAULT_MESSAGE_CAPS;
export function configureMessageCaps(next: MessageCaps) {
  caps = next;
}

const isCode = (event: string) => (CODE_MESSAGE_EVENTS as readonly string[]).includes(event);

/** The members whose cap lock each open transaction holds (the handle is one object per transaction). */
const held = new WeakMap<Db, Set<number>>();

/**
 * Takes the member's cap lock for the rest of the transaction. A transaction that already holds another
 * member's lock (a sweep or bulk action telling several members) only tries, never waits: two such
 * transactions taking members in opposite orders would otherwise deadlock. Without the lock the count can be
 * off by a concurrent event of that member, which a cap survives.
 */
async function lockMember(tx: Db, memberId: number) {
  const mine = held.get(tx) ?? new Set<number>();
  held.set(tx, mine);
  if (mine.has(memberId)) return;
  if (mine.size === 0) {
    await tx.execute(sql`select pg_advisory_xact_lock(3810, ${memberId}::int)`);
    mine.add(memberId);
    return;
  }
  const [r] = await rows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(3810, ${memberId}::int) as ok`);
  if (r?.ok) mine.add(memberId);
}

/** A message about to be written, and whether its member proved the contact it goes to. */
export interface CandidateMessage {
  row: NewMessage;
  proven: boolean;
}

/**
 * Marks a row to a contact its member has not proven 'unproven' (decision 412: only codes reach it, unless
 * MESSAGE_UNPROVEN_CONTACTS=capped), and the rows past an hourly cap 'capped' (kept, never sent, shown to
 * the merchant), counting the last hour's messages per member and per recipient address, codes and rows
 * not sent left out. A per-member
 * transaction lock (`lockMember`) makes concurrent events of one member count one after the other, so a
 * burst of orders and cancellations cannot pass the cap together. Codes are never capped here.
 */
export async function applyMessageCaps(tx: Db, memberId: number | null, candidates: CandidateMessage[]): Promise<NewMessage[]> {
  if (candidates.length === 0 || candidates.every((c) => isCode(c.row.event))) return candidates.map((c) => c.row);
  const capped = (c: CandidateMessage) => !isCode(c.row.event) && (c.proven || caps.unprovenContacts !== 'codes');
  // The addresses whose caps decide a row; none (codes, contacts not proven): nothing to count or lock.
  const addresses = [...new Set(candidates.filter(capped).map((c) => c.row.toAddress))];
  // Someone who is not a member (a guest's viewing) is capped per recipient address only.
  if (addresses.length > 0 && memberId !== null) await lockMember(tx, memberId);
  // The last hour's messages of the member and of each of those addresses, in one statement.
  const counted =
    addresses.length === 0
      ? []
      : await rows<{ member: number; addresses: number[] }>(
          tx,
          sql`select count(*) filter (where member_id = ${memberId}::int)::int as member,
               array[${sql.join(
                 addresses.map((a) => sql`count(*) filter (where to_address = ${a}::text)::int`),
                 sql`, `,
               )}]::int[] as addresses
          from messages
         where (member_id = ${memberId}::int or to_address = any(${textArray(addresses)}))
           and created_at > now() - interval '1 hour' and status not in ('capped', 'unproven')
           and event <> all(${sql.raw(`array[${CODE_MESSAGE_EVENTS.map((e) => `'${e}'`).join(',')}]::text[]`)})`,
        );
  const recentTo = new Map(addresses.map((a, i) => [a, counted[0]?.addresses[i] ?? 0]));
  let forMember = memberId === null ? 0 : (counted[0]?.member ?? 0);
  const out: NewMessage[] = [];
  for (const { row, proven } of candidates) {
    if (isCode(row.event)) {
      out.push(row);
      continue;
    }
    if (!proven && caps.unprovenContacts === 'codes') {
      out.push({ ...row, status: 'unproven', lastError: 'contact not proven: only codes are sent until the member confirms it' });
      continue;
    }
    const forRecipient = recentTo.get(row.toAddress) ?? 0;
    const recipientCap = proven ? caps.perRecipient : caps.unprovenPerRecipient;
    const reason =
      forMember >= caps.perMember
        ? `hourly cap: ${caps.perMember} messages per member`
        : forRecipient >= recipientCap
          ? `hourly cap: ${recipientCap} messages per ${proven ? '' : 'unproven '}recipient`
          : null;
    if (reason) {
      out.push({ ...row, status: 'capped', lastError: reason });
    } else {
      forMember++;
      out.push(row);
    }
  }
  return out;
}
