import { passwordProblem, STAFF_FIELD_MAX, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRoleCode } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../members/index.ts';
import { createSessionService } from '../sessions/index.ts';
import { staffRepo } from './staff.repository.ts';
import type { StaffUserRow } from './staff.tables.ts';

export interface NewStaffUser {
  username: string;
  password: string;
  roles: number[];
  /** Absent: the first role. */
  defaultRole?: number;
  displayName?: string;
}

/** Why a staff account cannot be made as given, in words for the operator at the command line. */
export function staffUserProblem(input: NewStaffUser): string | null {
  if (!STAFF_USERNAME_PATTERN.test(input.username)) return 'username: 3–32 of a-z 0-9 . _ - (starting with a letter or digit)';
  const problem = passwordProblem(input.password);
  if (problem) return `password: 8–16 printable characters with a lowercase and an uppercase letter and a digit (${problem})`;
  if (input.roles.length === 0) return 'roles: at least one of 2, 3, 4, 5, 6';
  const bad = input.roles.find((r) => !(STAFF_ROLES as readonly number[]).includes(r));
  if (bad !== undefined) return `roles: ${bad} is not a staff role (2 STAFF_NORMAL, 3 STAFF_CRM_ADMIN, 4 STAFF_FB_ADMIN, 5 EDITOR, 6 MERCHANT_ADMIN)`;
  if (input.defaultRole !== undefined && !input.roles.includes(input.defaultRole)) return 'default role: must be one of the roles';
  if ((input.displayName ?? '').length > STAFF_FIELD_MAX.DISPLAY_NAME) return `display name: at most ${STAFF_FIELD_MAX.DISPLAY_NAME} characters`;
  return null;
}

/** Why an account operation was refused; `taken` tells a caller that can say so in the user's language. */
export class StaffAccountProblem extends Error {
  readonly reason: 'invalid' | 'taken';
  constructor(message: string, reason: 'invalid' | 'taken' = 'invalid') {
    super(message);
    this.name = 'StaffAccountProblem';
    this.reason = reason;
  }
}

/**
 * Creates a staff account (command line, back office, demo seed). Throws StaffAccountProblem with a
 * plain message when it cannot.
 */
export async function createStaffUser(db: Db, input: NewStaffUser): Promise<StaffUserRow> {
  const problem = staffUserProblem(input);
  if (problem) throw new StaffAccountProblem(problem);
  const roles = [...new Set(input.roles)].sort() as StaffRoleCode[];
  const made = await staffRepo.insert(db, {
    username: input.username,
    displayName: input.displayName?.trim() || input.username,
    passwordHash: await hashPassword(input.password),
    roles,
    defaultRole: (input.defaultRole ?? input.roles[0]) as StaffRoleCode,
  });
  if (!made) throw new StaffAccountProblem(`username: ${input.username} is taken`, 'taken');
  return made;
}

/** Disables an account (its sessions end at once) or enables it. Undefined: no such account. */
export async function setStaffDisabled(db: Db, id: number, disabled: boolean): Promise<StaffUserRow | undefined> {
  const row = await staffRepo.update(db, id, { disabled });
  if (row && disabled) await createSessionService(db).revokeAll('staff', id);
  return row;
}

/** Sets a new password and ends the account's sessions. The password must pass the rule. */
export async function setStaffPassword(db: Db, id: number, password: string): Promise<StaffUserRow | undefined> {
  if (passwordProblem(password)) throw new StaffAccountProblem('password: 8–16 printable characters with a lowercase and an uppercase letter and a digit');
  const row = await staffRepo.update(db, id, { passwordHash: await hashPassword(password) });
  if (row) await createSessionService(db).revokeAll('staff', id);
  return row;
}

/** Replaces the roles and the landing role; sessions end, since a session carries the roles it was opened with. */
export async function setStaffRoles(db: Db, id: number, roles: number[], defaultRole: number): Promise<StaffUserRow | undefined> {
  const bad = roles.find((r) => !(STAFF_ROLES as readonly number[]).includes(r));
  if (roles.length === 0 || bad !== undefined || !roles.includes(defaultRole)) throw new StaffAccountProblem('roles: staff roles 2–6, the default among them');
  const row = await staffRepo.update(db, id, { roles: [...new Set(roles)].sort() as StaffRoleCode[], defaultRole: defaultRole as StaffRoleCode });
  if (row) await createSessionService(db).revokeAll('staff', id);
  return row;
}
