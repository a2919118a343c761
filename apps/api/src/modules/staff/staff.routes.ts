import {
  bonusAdjust,
  getAdminQRCode,
  memberInfoEnquiry,
  pageStaffLogin,
  pageStaffLoginForRegister,
  pageStaffLogout,
  peoniaRegister,
  registerStaff,
  verifyQrcode,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../registry.ts';

/** The router has already checked the staff role; `Access` is not a literal type, so it is restated here. */
function staff(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

export function registerStaffRoutes({ router, services }: ModuleDeps) {
  const s = services.staff;
  router.call(pageStaffLogin, (input, ctx) => s.login(input, ctx));
  router.call(pageStaffLoginForRegister, (input, ctx) => s.loginForRegister(input, ctx));
  router.call(pageStaffLogout, (_input, ctx) => s.logout(staff(ctx)));
  router.call(registerStaff, (input, ctx) => s.registerStaff(input, staff(ctx)));
  router.call(peoniaRegister, (input, ctx) => s.peoniaRegister(input, ctx));
  router.call(getAdminQRCode, (_input, ctx) => s.getAdminQRCode(staff(ctx)));
  router.call(verifyQrcode, (input) => s.verifyQrcode(input));
  router.call(memberInfoEnquiry, (input) => s.memberInfoEnquiry(input));
  router.call(bonusAdjust, (input, ctx) => s.bonusAdjust(input, staff(ctx)));
}
