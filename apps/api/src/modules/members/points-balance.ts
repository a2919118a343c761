/** A member's points balance (totalBonus): the sum of the points ledger (staff and points domain, issue 6). */
export { pointsBalance } from '../points/points.service.ts';
