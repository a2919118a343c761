import { passwordProblem, STAFF_FIELD_MAX, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRoleCode } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../members/passwords.ts';
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
  if (input.roles.length === 0) return 'roles: at least one of 2, 3, 4, 5';
  const bad = input.roles.find((r) => !(STAFF_ROLES as readonly number[]).includes(r));
  if (bad !== undefined) return `roles: ${bad} is not a staff role (2 STAFF_NORMAL, 3 STAFF_CRM_ADMIN, 4 STAFF_FB_ADMIN, 5 EDITOR)`;
  if (input.defaultRole !== undefined && !input.roles.includes(input.defaultRole)) return 'default role: must be one of the roles';
  if ((input.displayName ?? '').length > STAFF_FIELD_MAX.DISPLAY_NAME) return `display name: at most ${STAFF_FIELD_MAX.DISPLAY_NAME} characters`;
  return null;
}

/** Creates a staff account (command line and demo seed). Throws with a plain message when it cannot. */
export async function createStaffUser(db: Db, input: NewStaffUser): Promise<StaffUserRow> {
  const problem = staffUserProblem(input);
  if (problem) throw new Error(problem);
  const roles = [...new Set(input.roles)].sort() as StaffRoleCode[];
  const made = await staffRepo.insert(db, {
    username: input.username,
    displayName: input.displayName?.trim() || input.username,
    passwordHash: await hashPassword(input.password),
    roles,
    defaultRole: (input.defaultRole ?? input.roles[0]) as StaffRoleCode,
  });
  if (!made) throw new Error(`username: ${input.username} is taken`);
  return made;
}
