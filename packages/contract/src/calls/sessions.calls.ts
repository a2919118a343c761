import { z } from 'zod';
import { defineCall, emptyRequest } from '../call.ts';
import { SESSIONS } from '../limits.ts';
import { MEMBER, ROLE, staffOnly } from '../roles.ts';

/**
 * A member's or staff member's own signed-in devices (issue 38, decision 388): each live session, when
 * it signed in, when it was last used, roughly where from and which browser — with "sign out" per device
 * and "sign out everywhere else". Each caller sees and ends only their own sessions.
 */
export const signedInDeviceSchema = z.object({
  /** The session's id (not its token): what "sign out" names. */
  sessionId: z.string(),
  signedInAt: z.string(),
  /** Updated at most once a minute while the session is used. */
  lastUsedAt: z.string(),
  /** `Chrome on Android`, drawn from the User-Agent; '' when unknown. */
  device: z.string().max(SESSIONS.LABEL_MAX_LENGTH),
  /** The network it signed in from, never the whole address: `203.0.113.x`, `2001:db8:1::/48`; '' when unknown. */
  where: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

const listResponse = z.object({ list: z.array(signedInDeviceSchema).max(SESSIONS.LIST_MAX) });
const endRequest = z.object({ sessionId: z.string().trim().min(1).max(64) });
const endResponse = z.object({ ended: z.literal(true), current: z.boolean() });
const endOthersResponse = z.object({ ended: z.int().min(0) });
const ANY_STAFF = staffOnly(ROLE.STAFF_NORMAL, ROLE.STAFF_CRM_ADMIN, ROLE.STAFF_FB_ADMIN, ROLE.EDITOR, ROLE.MERCHANT_ADMIN);

export const listMySessions = defineCall('app/user/sessions/list', MEMBER, {
  request: emptyRequest,
  response: listResponse,
  summary: "The member's signed-in devices (live sessions), the most recently used first; the caller's own is marked current.",
});
export const endMySession = defineCall('app/user/sessions/end', MEMBER, {
  request: endRequest,
  response: endResponse,
  summary: "Signs one of the member's own devices out (its token stops working at once). Another member's session answers 404.",
});
export const endMyOtherSessions = defineCall('app/user/sessions/endOthers', MEMBER, {
  request: emptyRequest,
  response: endOthersResponse,
  summary: 'Signs the member out everywhere else: every live session but the calling one.',
});
export const listStaffSessions = defineCall('app/staff/sessions/list', ANY_STAFF, {
  request: emptyRequest,
  response: listResponse,
  summary: "The staff member's own signed-in devices (live sessions), the most recently used first.",
});
export const endStaffSession = defineCall('app/staff/sessions/end', ANY_STAFF, {
  request: endRequest,
  response: endResponse,
  summary: "Signs one of the staff member's own devices out. Another account's session answers 404.",
});
export const endStaffOtherSessions = defineCall('app/staff/sessions/endOthers', ANY_STAFF, {
  request: emptyRequest,
  response: endOthersResponse,
  summary: 'Signs the staff member out everywhere else: every live session but the calling one.',
});
