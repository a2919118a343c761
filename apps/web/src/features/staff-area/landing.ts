import { ROLE_LANDING, type RoleCode } from '@shop/contract';

/** The screen a staff role starts on (the sign-in page without one). */
export const landingOf = (role: number | null) => (role && role in ROLE_LANDING ? ROLE_LANDING[role as RoleCode] : '/staffLogin');
