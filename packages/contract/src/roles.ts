/** Role codes as fixed by the spec README. */
export const ROLE = {
  USER: 1,
  STAFF_NORMAL: 2,
  STAFF_CRM_ADMIN: 3,
  STAFF_FB_ADMIN: 4,
  EDITOR: 5,
  /** The back office: goods, stock, orders, promotions, club goods, staff accounts and the audit (decision 130). */
  MERCHANT_ADMIN: 6,
} as const;
export type RoleCode = (typeof ROLE)[keyof typeof ROLE];
export const STAFF_ROLES = [ROLE.STAFF_NORMAL, ROLE.STAFF_CRM_ADMIN, ROLE.STAFF_FB_ADMIN, ROLE.EDITOR, ROLE.MERCHANT_ADMIN] as const;
export type StaffRoleCode = (typeof STAFF_ROLES)[number];

/** Where each role lands after logging in (core §3 role map). */
export const ROLE_LANDING: Record<RoleCode, string> = {
  1: '/',
  2: '/registerByStaff',
  3: '/crmAdminCode',
  4: '/cateringDepartment',
  5: '/wvEdit',
  6: '/backOffice',
};

/**
 * Who may make a call. The server enforces it on every call; the web app's guards only mirror it.
 * - public: anyone; a member session is read when present.
 * - member: a member session is required.
 * - staff: a staff session holding one of the roles is required.
 */
export type PublicAccess = { readonly kind: 'public' };
export type MemberAccess = { readonly kind: 'member' };
export type StaffAccess = { readonly kind: 'staff'; readonly roles: readonly StaffRoleCode[] };
export type Access = PublicAccess | MemberAccess | StaffAccess;

/*
 * Each rule keeps its own literal type (not widened to Access), so a call defined with it carries the
 * rule in its type and the API's router hands the handler the matching context: a member session for
 * MEMBER calls, a staff session for staffOnly(...) calls.
 */
export const PUBLIC: PublicAccess = { kind: 'public' };
export const MEMBER: MemberAccess = { kind: 'member' };
export const staffOnly = (...roles: StaffRoleCode[]): StaffAccess => ({ kind: 'staff', roles });
