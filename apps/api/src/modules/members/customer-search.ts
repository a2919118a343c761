import { sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../db/sql.ts';

/**
 * What a search box at the counter means (decision 221): an e-mail when it has `@`, a member number when
 * it starts with JH, phone digits when it is digits (spaces, dashes and a leading +852 allowed), else a
 * name. Each is a prefix match served by an index of migration 1160; `m` is the members table's alias.
 */

export function memberSearchCondition(raw: string): SQL | null {
  const s = raw.trim();
  if (!s) return null;
  if (s.includes('@')) return sql`m.email like ${likeEscape(s.toLowerCase()) + '%'}`;
  if (/^jh\d*$/i.test(s)) return sql`m.member_no like ${likeEscape(s.toUpperCase()) + '%'}`;
  if (/^\+?[\d\s-]+$/.test(s)) {
    let digits = s.replace(/\D/g, '');
    // A Hong Kong number typed with its country code.
    if (digits.length > 8 && digits.startsWith('852')) digits = digits.slice(3);
    return sql`(m.phone like ${digits + '%'} or m.member_no = ${'JH' + digits})`;
  }
  const name = likeEscape(s.toLowerCase()) + '%';
  return sql`(lower(m.first_name) like ${name} or lower(m.last_name) like ${name} or lower(m.nickname) like ${name}
    or lower(m.last_name || m.first_name) like ${name} or lower(m.first_name || ' ' || m.last_name) like ${name}
    or lower(m.last_name || ' ' || m.first_name) like ${name})`;
}

/**
 * Whether a search is an identifier prefix long enough to sort its matches rather than walk the newest
 * members first (decision 271). Member numbers and phones are handed out in order, so the matches of
 * `JH2005` or `6001` sit together among old members: walking the primary key from the newest one read
 * 80,000 rows to find 20 (66 ms at 100,000 members). The prefix index finds the at most ~10,000 matches
 * and a top-N sort orders them in a few ms. Short prefixes and names (spread over all ages) keep the walk.
 */
export function memberSearchSortsMatches(raw: string): boolean {
  const s = raw.trim();
  if (!s) return false;
  if (s.includes('@')) return true;
  if (/^jh\d*$/i.test(s)) return s.length >= 6;
  if (/^\+?[\d\s-]+$/.test(s)) return s.replace(/\D/g, '').length >= 4;
  return false;
}

/** `+852 ****4567`: enough to tell members apart in a list. */
export const maskPhone = (area: string, phone: string) => `+${area} ${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
/** `ma***@example.com` */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
